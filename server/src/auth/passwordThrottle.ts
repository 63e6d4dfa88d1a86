// Procedures that hash a password (set, change, accept an invitation with a new password) are limited
// per client address, in front of tRPC: a refused request costs no body parsing and no procedure call,
// so a flood of them cannot slow the server down either. The hash queue bounds what gets through.
import type { RequestHandler } from "express";
import { createWindowLimiter } from "../lib/windowLimiter.js";

/** tRPC paths of the procedures that hash passwords. */
const PASSWORD_PROCEDURES = new Set(["auth.setPassword", "auth.changePassword", "invitation.accept"]);

/** Calls per client address and window; a shop's staff accepting invitations on one Wi-Fi stays well under. */
export const PASSWORD_CALLS = { limit: 30, windowMs: 15 * 60 * 1000 } as const;

export const PASSWORD_CALLS_MESSAGE = "Πάρα πολλές αιτήσεις κωδικού από αυτή τη σύνδεση. Δοκιμάστε ξανά σε λίγα λεπτά.";

/** Mounted on /api/trpc: counts the password procedures a request calls (a batch counts each). */
export function limitPasswordCalls(): RequestHandler {
  const calls = createWindowLimiter(PASSWORD_CALLS);
  return (req, res, next) => {
    const procedures = req.path.slice(1).split(",");
    const count = procedures.filter((procedure) => PASSWORD_PROCEDURES.has(procedure)).length;
    if (count === 0) return next();
    const wait = calls.take(req.ip ?? "", count);
    if (!wait) return next();
    // tRPC's own error shape, one per call of a batch, so that the client reads TOO_MANY_REQUESTS.
    const error = { error: { message: PASSWORD_CALLS_MESSAGE, code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } };
    res
      .status(429)
      .set("Retry-After", String(wait))
      .json(req.query.batch ? procedures.map(() => error) : error);
  };
}
