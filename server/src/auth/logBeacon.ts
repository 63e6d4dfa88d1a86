// POST /api/auth/_log: the sign-in client's log beacon. Anyone can call it, so it is size-limited by
// the body parser, rate-limited per client address and logged briefly (errors only above debug).
import type { RequestHandler } from "express";
import type { Logger } from "../lib/logger.js";
import { createWindowLimiter } from "../lib/windowLimiter.js";

const PER_MINUTE = 10;
const FIELD_LENGTH = 500;

export function logBeacon(log: Logger): RequestHandler {
  const beacons = createWindowLimiter({ limit: PER_MINUTE, windowMs: 60_000 });
  return (req, res) => {
    if (beacons.take(req.ip ?? "")) return void res.status(429).end();
    const body = (req.body ?? {}) as Record<string, unknown>;
    const entry = Object.fromEntries(
      ["level", "code", "message"].map((key) => [key, typeof body[key] === "string" ? body[key].slice(0, FIELD_LENGTH) : undefined]),
    );
    if (entry.level === "error") log.warn({ clientLog: entry }, "auth client error");
    else log.debug({ clientLog: entry }, "auth client log");
    res.status(204).end();
  };
}
