// Sign-in throttling from SignInAttempt rows, in front of Auth.js. Failed passwords are counted per
// account *and* client address: guesses from one address block that address, never the real person
// signing in from elsewhere. Per account only a slow-down applies (a ceiling on the guessing rate that
// nobody can turn into a lock-out), and the owner is told once by e-mail. A browser that signed in to the
// account before (deviceCookie.ts) is not slowed down by others' guesses and has a lane of its own in the
// hash queue, so a flood from many addresses cannot keep it out; a sign-in refused because the queue is
// full counts as a failure of its address, so a flooding address is refused sooner. Requests for sign-in
// links are not failures: they are limited per address per hour, and one account is mailed a few links
// an hour per address, and more in all only up to a ceiling (which a trusted browser passes). The same
// rules apply whether or not the address belongs to anyone, so answers never tell.
import { setTimeout as sleep } from "node:timers/promises";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { RetryLaterError } from "../lib/retryLater.js";
import { createWindowLimiter } from "../lib/windowLimiter.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";
import { trustedDevice } from "./deviceCookie.js";
import { passwordHashQueue } from "./hashQueue.js";
import { pruneExpiredSoon } from "./housekeeping.js";
import { errorPageUrl } from "./pages.js";
import { countText } from "../shared/counts.js";

export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** At this many failures for one account from one address, that address is refused for the account (429). */
  maxAccountAddressFailures: 10,
  /** At this many failures from one address, whatever the accounts, it is refused (429). Refusals for a full hash queue count. */
  maxIpFailures: 50,
  /** At this many wrong passwords from a trusted browser (deviceCookie.ts), it is trusted no more for the window. */
  maxDeviceFailures: 5,
  /** From this many failures for one account (all addresses), each try waits `delayMs`, and from */
  slowAfterAccountFailures: 4,
  delayMs: 1000,
  /** this many, `ceilingDelayMs`: the account's guessing rate is capped, but it is never locked. */
  ceilingAfterAccountFailures: 20,
  ceilingDelayMs: 3000,
  /** At this many failures for one account, its owner is told by e-mail (once a day at most). */
  alertAfterAccountFailures: 10,
  alertEveryMs: 24 * 60 * 60 * 1000,
} as const;

export const EMAIL_LINKS = {
  windowMs: 60 * 60 * 1000,
  /** Sign-in link requests one client address may make in the window (429 beyond). */
  perAddress: 5,
  /** Links one account is mailed in the window at the request of one address; further requests are answered alike but not mailed. */
  perAccountAddress: 3,
  /** Links one account is mailed in the window in all, except to a browser that signed in to it before. */
  perAccount: 10,
} as const;

const TOO_MANY_ATTEMPTS_MESSAGE = "Πολλές αποτυχημένες προσπάθειες σύνδεσης. Δοκιμάστε ξανά σε λίγα λεπτά.";
const TOO_MANY_LINKS_MESSAGE = "Ζητήσατε πολλούς συνδέσμους σύνδεσης. Δοκιμάστε ξανά σε μία ώρα.";

/**
 * The client address as Express determined it (honouring TRUST_PROXY), handed on to the credentials
 * provider, which sees only a rebuilt web Request. Always overwritten here, never taken from the client.
 */
export const CLIENT_IP_HEADER = "x-loyalty-client-ip";
/** Set on a credentials sign-in to the token of the hash slot reserved for it (any value a client sent is replaced). */
export const HASH_SLOT_HEADER = "x-loyalty-hash-slot";
/** Set on a sign-in from a trusted browser to its device id (deviceCookie.ts); never taken from the client. */
export const DEVICE_HEADER = "x-loyalty-device";

// Per process, like the other in-memory limits: several processes each allow the limit.
const deviceFailures = createWindowLimiter({ limit: THROTTLE.maxDeviceFailures, windowMs: THROTTLE.windowMs });

/** After a wrong password from a trusted browser: counts towards its losing the trust. */
export function countDeviceFailure(device: string | null): void {
  if (device) deviceFailures.take(device);
}

/** One spelling per address, for lookups and counting. */
export function normaliseEmail(value: unknown): string {
  return typeof value === "string" ? value.normalize("NFKC").trim().toLowerCase().slice(0, 320) : "";
}

/**
 * kind: "password" (a credentials sign-in), "busy" (one refused because the hash queue was full: a failure
 * of its address only), "email-link" (a request for a sign-in link, never a failure), "email-link-sent"
 * (a link mailed to the account).
 */
export async function recordAttempt(
  db: Db,
  attempt: { email: string; ip: string; success: boolean; kind?: "password" | "busy" | "email-link" },
): Promise<void> {
  await db.signInAttempt.create({ data: attempt });
}

/** Failed passwords in the window: for the account, for the account from this address; failures from this address. */
async function recentFailures(db: Db, email: string, ip: string) {
  const since = new Date(Date.now() - THROTTLE.windowMs);
  const [row] = await db.$queryRaw<Array<{ byAccount: number; byAccountAddress: number; byIp: number }>>`
    SELECT count(*) FILTER (WHERE "kind" = 'password' AND "email" = ${email})::int AS "byAccount",
           count(*) FILTER (WHERE "kind" = 'password' AND "email" = ${email} AND "ip" = ${ip})::int AS "byAccountAddress",
           count(*) FILTER (WHERE "ip" = ${ip})::int AS "byIp"
    FROM "SignInAttempt"
    WHERE "kind" IN ('password', 'busy') AND NOT "success" AND "createdAt" >= ${since} AND ("email" = ${email} OR "ip" = ${ip})`;
  return row;
}

/**
 * Counts a request for a link by e-mail (to sign in, or to set a new password: one budget) from `ip`;
 * false, and not counted, when the address has used its requests for the hour.
 */
export async function takeLinkRequest(db: Db, email: string, ip: string): Promise<boolean> {
  const recent = await db.signInAttempt.count({ where: { ip, kind: "email-link", createdAt: { gte: new Date(Date.now() - EMAIL_LINKS.windowMs) } } });
  if (recent >= EMAIL_LINKS.perAddress) return false;
  await recordAttempt(db, { email, ip, success: false, kind: "email-link" });
  return true;
}

/**
 * Whether a sign-in link for the (existing) account may be mailed now, asked from `ip`, `trusted` when by
 * a browser that signed in to the account before. The link is counted first and withdrawn when over a
 * limit, so that parallel requests never mail more than the limits allow.
 */
export async function mayMailLink(db: Db, email: string, ip: string, trusted: boolean): Promise<boolean> {
  const sent = await db.signInAttempt.create({ data: { email, ip, kind: "email-link-sent", success: true }, select: { id: true } });
  const since = new Date(Date.now() - EMAIL_LINKS.windowMs);
  const [row] = await db.$queryRaw<Array<{ byAccount: number; byAccountAddress: number }>>`
    SELECT count(*)::int AS "byAccount", count(*) FILTER (WHERE "ip" = ${ip})::int AS "byAccountAddress"
    FROM "SignInAttempt"
    WHERE "kind" = 'email-link-sent' AND "email" = ${email} AND "createdAt" >= ${since}`;
  if (row.byAccountAddress <= EMAIL_LINKS.perAccountAddress && (trusted || row.byAccount <= EMAIL_LINKS.perAccount)) return true;
  await db.signInAttempt.delete({ where: { id: sent.id } });
  return false;
}

/**
 * After a failed password for an existing account: once enough failures have piled up, its owner is told
 * by e-mail, at most once a day (the conditional UPDATE decides which request sends it).
 */
export async function alertIfGuessed(deps: { db: Db; log: Logger; mailer: Mailer }, userId: string, email: string): Promise<void> {
  const { db, log, mailer } = deps;
  const { byAccount } = await recentFailures(db, email, "");
  if (byAccount < THROTTLE.alertAfterAccountFailures) return;
  const { count } = await db.user.updateMany({
    where: { id: userId, OR: [{ signInAlertAt: null }, { signInAlertAt: { lt: new Date(Date.now() - THROTTLE.alertEveryMs) } }] },
    data: { signInAlertAt: new Date() },
  });
  if (count !== 1) return;
  mailer
    .send({
      to: email,
      subject: "Προσπάθειες σύνδεσης στον λογαριασμό σας",
      text:
        `Κάποιος δοκίμασε ${countText(byAccount, "time", { case: "accusative" })} τα τελευταία 15 λεπτά να συνδεθεί στον λογαριασμό σας με λάθος κωδικό.\n\n` +
        "Ο λογαριασμός σας δεν κλειδώθηκε και εσείς συνδέεστε κανονικά. Αν δεν ήσασταν εσείς, καλό είναι να αλλάξετε τον κωδικό σας " +
        "με έναν μεγάλο και μοναδικό. Δεν θα σας ξαναστείλουμε τέτοιο μήνυμα πριν περάσει ένα 24ωρο.",
    })
    .catch((error: unknown) => log.error({ err: error }, "auth: sign-in alert not sent"));
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
export function throttleSignIn({ db, env, log }: { db: Db; env: Env; log: Logger }): RequestHandler {
  return async (req, res, next) => {
    const ip = req.ip ?? "";
    req.headers[CLIENT_IP_HEADER] = ip;
    delete req.headers[HASH_SLOT_HEADER];
    delete req.headers[DEVICE_HEADER];
    const kind = throttledSignIn(req.method, req.path);
    if (!kind) return next();
    pruneExpiredSoon(db, log);
    const email = normaliseEmail(req.body?.email);
    const device = trustedDevice(env, req.get("cookie"), email);
    const trusted = device !== null && !deviceFailures.exhausted(device);
    if (trusted) req.headers[DEVICE_HEADER] = device;
    if (kind === "email-link") {
      if (!(await takeLinkRequest(db, email, ip))) return void refuse(res, EMAIL_LINKS.windowMs, TOO_MANY_LINKS_MESSAGE);
      return next();
    }
    const failures = await recentFailures(db, email, ip);
    // The account's refusal and slow-down are for untrusted clients: others' guesses, even from the same
    // address (an office's), neither block nor slow the owner's browser. The address's own limit holds.
    if ((!trusted && failures.byAccountAddress >= THROTTLE.maxAccountAddressFailures) || failures.byIp >= THROTTLE.maxIpFailures) {
      return void refuse(res, THROTTLE.windowMs, TOO_MANY_ATTEMPTS_MESSAGE);
    }
    if (!trusted && failures.byAccount >= THROTTLE.ceilingAfterAccountFailures) await sleep(THROTTLE.ceilingDelayMs);
    else if (!trusted && failures.byAccount >= THROTTLE.slowAfterAccountFailures) await sleep(THROTTLE.delayMs);
    // Credentials attempts are recorded by the provider, which knows the outcome.
    return reserveHashSlot(db, { email, ip, trusted }, req, res, next);
  };
}

function refuse(res: Response, windowMs: number, message: string) {
  res
    .status(429)
    .set("Retry-After", String(windowMs / 1000))
    .json({ url: errorPageUrl(res, "TooManyAttempts"), message });
}

/**
 * A credentials sign-in takes its password-hash slot (in the trusted lane when `trusted`) before Auth.js
 * runs and keeps it until the answer is sent: when the queue is full it is refused with 503 and
 * Retry-After here, where the answer is ours to write, instead of failing inside Auth.js's authorize(),
 * and the refusal counts as a failure of the address.
 */
async function reserveHashSlot(db: Db, attempt: { email: string; ip: string; trusted: boolean }, req: Request, res: Response, next: NextFunction) {
  let release: () => void;
  try {
    release = await passwordHashQueue.acquire({ trusted: attempt.trusted });
  } catch (error) {
    if (!(error instanceof RetryLaterError)) throw error;
    await recordAttempt(db, { email: attempt.email, ip: attempt.ip, success: false, kind: "busy" });
    res
      .status(503)
      .set("Retry-After", String(error.retryAfterSeconds))
      .json({ url: errorPageUrl(res, "ServerBusy"), message: error.message });
    return;
  }
  const slot = passwordHashQueue.holdSlot(release);
  res.once("close", slot.release);
  req.headers[HASH_SLOT_HEADER] = slot.token;
  next();
}
