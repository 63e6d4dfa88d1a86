// POST /api/auth/_log: the sign-in client's log beacon. Anyone can call it, so it is size-limited by
// the body parser, rate-limited per client address and logged briefly (errors only above debug).
import type { RequestHandler } from "express";
import type { Logger } from "../lib/logger.js";

const PER_MINUTE = 10;
const FIELD_LENGTH = 500;
const MAX_TRACKED_CLIENTS = 10_000;

export function logBeacon(log: Logger): RequestHandler {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (req, res) => {
    const now = Date.now();
    const ip = req.ip ?? "";
    let window = windows.get(ip);
    if (!window || window.resetAt <= now) {
      if (windows.size >= MAX_TRACKED_CLIENTS) windows.clear();
      window = { count: 0, resetAt: now + 60_000 };
      windows.set(ip, window);
    }
    if (++window.count > PER_MINUTE) return void res.status(429).end();
    const body = (req.body ?? {}) as Record<string, unknown>;
    const entry = Object.fromEntries(
      ["level", "code", "message"].map((key) => [key, typeof body[key] === "string" ? body[key].slice(0, FIELD_LENGTH) : undefined]),
    );
    if (entry.level === "error") log.warn({ clientLog: entry }, "auth client error");
    else log.debug({ clientLog: entry }, "auth client log");
    res.status(204).end();
  };
}
