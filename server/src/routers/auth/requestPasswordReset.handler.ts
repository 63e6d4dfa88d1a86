import { isActiveUserEmail } from "../../auth/providers.js";
import { createSetPasswordLink } from "../../auth/setPasswordToken.js";
import { EMAIL_LINKS, mayMailLink, takeLinkRequest } from "../../auth/throttle.js";
import { RetryLaterError } from "../../lib/retryLater.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import type { Context } from "../../trpc.js";
import type { RequestPasswordResetInput } from "./requestPasswordReset.schema.js";

const TOO_MANY_REQUESTS = "Ζητήσατε πολλούς συνδέσμους. Δοκιμάστε ξανά σε μία ώρα.";

/**
 * «Ξεχάσατε τον κωδικό;»: mails an existing account a one-time link to set a new password (valid for an
 * hour; auth.setPassword uses it up). Every address gets the same answer, at the same speed (the message
 * leaves in the background), so the answer never tells whether an account exists. Limited as e-mail
 * sign-in links are, from the same budget: a few requests an hour per client address, a few messages
 * an hour per account (throttle.ts).
 */
export async function requestPasswordResetHandler({ ctx, input }: { ctx: Context; input: RequestPasswordResetInput }) {
  const { email } = input;
  if (!(await takeLinkRequest(ctx.db, email, ctx.ip))) {
    throw new RetryLaterError(TOO_MANY_REQUESTS, "TOO_MANY_REQUESTS", EMAIL_LINKS.windowMs / 1000).toTRPCError();
  }
  if (!(await isActiveUserEmail(ctx.db, email))) return { sent: true };
  // Never "trusted": the device cookie is sent to the sign-in service only, so the account's ceiling holds.
  if (!(await mayMailLink(ctx.db, email, ctx.ip, false))) {
    ctx.log.warn("auth: password reset link not sent, too many for the account this hour");
    return { sent: true };
  }
  const link = await createSetPasswordLink(ctx.db, ctx.env, email, "reset");
  const intro = "Ζητήθηκε νέος κωδικός για τον λογαριασμό σας. Πατήστε τον σύνδεσμο για να τον ορίσετε (ισχύει για 1 ώρα και μόνο μία φορά):";
  const outro = "Αν δεν το ζητήσατε εσείς, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.";
  ctx.mailer
    .send({
      to: email,
      subject: "Νέος κωδικός για το Loyalty",
      text: `${intro}\n\n${link}\n\n${outro}`,
      html: `<p>${intro}</p><p><a href="${escapeHtml(link)}">Ορισμός νέου κωδικού</a></p><p>${outro}</p>`,
    })
    .catch((error: unknown) => ctx.log.error({ err: error }, "auth: password reset link not sent"));
  return { sent: true };
}
