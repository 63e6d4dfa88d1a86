// Expired sign-in rows are deleted along the way (at most once an hour per database) rather than by a
// separate job: sessions, unused sign-in/set-password tokens, old sign-in attempts and staff invitations
// closed (accepted, cancelled, expired) a month ago.
import type { Db } from "../db/client.js";
import type { Logger } from "../lib/logger.js";

const EVERY_MS = 60 * 60 * 1000;
const KEEP_ATTEMPTS_MS = 24 * 60 * 60 * 1000;
const KEEP_INVITATIONS_MS = 30 * 24 * 60 * 60 * 1000;
const lastRun = new WeakMap<Db, number>();

/** Starts a clean-up when one is due; never delays or fails the request that triggered it. */
export function pruneExpiredSoon(db: Db, log: Logger): void {
  if (Date.now() - (lastRun.get(db) ?? 0) < EVERY_MS) return;
  lastRun.set(db, Date.now());
  const now = new Date();
  db.$transaction([
    db.session.deleteMany({ where: { expires: { lt: now } } }),
    db.verificationToken.deleteMany({ where: { expires: { lt: now } } }),
    db.signInAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - KEEP_ATTEMPTS_MS) } } }),
    db.staffInvitation.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - KEEP_INVITATIONS_MS) } } }),
  ]).catch((error: unknown) => log.warn({ err: error }, "auth: pruning expired rows failed"));
}
