// Slows down and then refuses repeated failed sign-ins, per e-mail address and per client address,
// from SignInAttempt rows. The same rules apply whether or not the address belongs to anyone, so the
// answers never tell which e-mails exist.
import { setTimeout as sleep } from "node:timers/promises";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { RetryLaterError } from "../lib/retryLater.js";
import { passwordHashQueue } from "./hashQueue.js";
import type { Db } from "../db/client.js";
import type { Logger } from "../lib/logger.js";
import { pruneExpiredSoon } from "./housekeeping.js";
import { errorPageUrl } from "./pages.js";

export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** From this many failures for one e-mail in the window, each further try waits `delayMs` first. */
  slowAfterEmailFailures: 4,
  delayMs: 1000,
  /** At this many failures for one e-mail, or from one client address, tries are refused (429). */
  maxEmailFailures: 10,
  maxIpFailures: 50,
} as const;

export const TOO_MANY_ATTEMPTS_MESSAGE = "Πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε λίγα λεπτά.";

/**
 * The client address as Express determined it (honouring `trust proxy`), handed on to the credentials
 * provider, which sees only a rebuilt web Request. Always overwritten here, never taken from the client.
 */
export const CLIENT_IP_HEADER = "x-loyalty-client-ip";

/** One spelling per address, for lookups and counting. */
export function normaliseEmail(value: unknown): string {
  return typeof value === "string" ? value.normalize("NFKC").trim().toLowerCase().slice(0, 320) : "";
}

export async function recordAttempt(db: Db, attempt: { email: string; ip: string; success: boolean }): Promise<void> {
  await db.signInAttempt.create({ data: attempt });
}

/** Failures in the window for the e-mail and for the client address, in one query. */
async function recentFailures(db: Db, email: string, ip: string): Promise<{ byEmail: number; byIp: number }> {
  const since = new Date(Date.now() - THROTTLE.windowMs);
  const [row] = await db.$queryRaw<Array<{ byEmail: number; byIp: number }>>`
    SELECT count(*) FILTER (WHERE "email" = ${email})::int AS "byEmail",
           count(*) FILTER (WHERE "ip" = ${ip})::int AS "byIp"
    FROM "SignInAttempt"
    WHERE NOT "success" AND "createdAt" >= ${since} AND ("email" = ${email} OR "ip" = ${ip})`;
  return row;
}

/**
 * Which throttled sign-in a request is, read the way Auth.js reads its path (empty segments ignored),
 * so that no spelling of the path ("//callback/credentials/") reaches Auth.js unthrottled.
 */
function throttledSignIn(method: string, path: string): "credentials" | "email-link" | null {
  if (method !== "POST") return null;
  const segments = path.split("/").filter(Boolean).join("/");
  if (segments === "callback/credentials") return "credentials";
  if (segments === "signin/email") return "email-link";
  return null;
}

/** In front of Auth.js: POST callback/credentials and signin/email are counted, slowed down, refused. */
export function throttleSignIn(db: Db, log: Logger): RequestHandler {
  return async (req, res, next) => {
    const ip = req.ip ?? "";
    req.headers[CLIENT_IP_HEADER] = ip;
    const kind = throttledSignIn(req.method, req.path);
    if (!kind) return next();
    pruneExpiredSoon(db, log);
    const email = normaliseEmail(req.body?.email);
    const { byEmail, byIp } = await recentFailures(db, email, ip);
    if (byEmail >= THROTTLE.maxEmailFailures || byIp >= THROTTLE.maxIpFailures) {
      res
        .status(429)
        .set("Retry-After", String(THROTTLE.windowMs / 1000))
        .json({ url: errorPageUrl(req, "TooManyAttempts"), message: TOO_MANY_ATTEMPTS_MESSAGE });
      return;
    }
    if (byEmail >= THROTTLE.slowAfterEmailFailures) await sleep(THROTTLE.delayMs);
    // A request for a sign-in link counts as an attempt that signed nobody in: it limits how many
    // messages one address is sent and how many addresses one client probes. Credentials attempts are
    // recorded by the provider, which knows the outcome.
    if (kind === "email-link") await recordAttempt(db, { email, ip, success: false });
    if (kind === "credentials") return reserveHashSlot(req, res, next);
    next();
  };
}

/**
 * A credentials sign-in takes its password-hash slot before Auth.js runs and keeps it until the answer is
 * sent: when the queue is full it is refused with 503 and Retry-After here, where the answer is ours to
 * write, instead of failing inside Auth.js's authorize().
 */
async function reserveHashSlot(req: Request, res: Response, next: NextFunction) {
  let release: () => void;
  try {
    release = await passwordHashQueue.acquire();
  } catch (error) {
    if (!(error instanceof RetryLaterError)) throw error;
    res
      .status(503)
      .set("Retry-After", String(error.retryAfterSeconds))
      .json({ url: errorPageUrl(req, "ServerBusy"), message: error.message });
    return;
  }
  res.once("close", release);
  passwordHashQueue.withHeldSlot(() => next());
}
