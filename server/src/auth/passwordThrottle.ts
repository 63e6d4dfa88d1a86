// Procedures that hash a password (set, change, accept an invitation with a new password) are limited
// per client address. Each call with a valid input counts (a tRPC middleware after the input check, so
// malformed input still reads as its own 400); once an address has used its calls, its requests to
// these procedures are refused in front of tRPC, so a flood of them costs no procedure call at all.
import type { RequestHandler } from "express";
import { RetryLaterError } from "../lib/retryLater.js";
import { createWindowLimiter } from "../lib/windowLimiter.js";

/** tRPC paths of the procedures that hash passwords. */
const PASSWORD_PROCEDURES = new Set(["auth.setPassword", "auth.changePassword", "invitation.accept"]);

/** Calls per client address and window; a shop's staff accepting invitations on one Wi-Fi stays well under. */
export const PASSWORD_CALLS = { limit: 30, windowMs: 15 * 60 * 1000 } as const;

const PASSWORD_CALLS_MESSAGE = "Πάρα πολλές αιτήσεις κωδικού από αυτή τη σύνδεση. Δοκιμάστε ξανά σε λίγα λεπτά.";

// Per process: several processes each allow the limit.
const calls = createWindowLimiter(PASSWORD_CALLS);

/** Counts one call from `ip` (in the procedure, after its input was accepted); TOO_MANY_REQUESTS past the limit. */
export function countPasswordCall(ip: string): void {
  const wait = calls.take(ip);
  if (wait) throw new RetryLaterError(PASSWORD_CALLS_MESSAGE, "TOO_MANY_REQUESTS", wait).toTRPCError();
}

/** Mounted on /api/trpc: refuses a request naming these procedures from an address that used its calls. */
export function limitPasswordCalls(): RequestHandler {
  return (req, res, next) => {
    const procedures = req.path.slice(1).split(",");
    if (!procedures.some((procedure) => PASSWORD_PROCEDURES.has(procedure))) return next();
    const wait = calls.exhausted(req.ip ?? "");
    if (!wait) return next();
    // tRPC's own error shape, one per call of a batch, so that the client reads TOO_MANY_REQUESTS.
    const error = { error: { message: PASSWORD_CALLS_MESSAGE, code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } };
    res
      .status(429)
      .set("Retry-After", String(wait))
      .json(req.query.batch ? procedures.map(() => error) : error);
  };
}
