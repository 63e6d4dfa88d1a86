import { exampleSmsOptOutLink } from "../../campaigns/unsubscribe.js";
import { SMS_MAX_PARTS } from "../../shared/sms.js";
import type { AuthedContext } from "../../trpc.js";

/** What the SMS form needs to count like the server: an opt-out link as long as the real ones. */
export function settingsHandler({ ctx }: { ctx: AuthedContext }) {
  return { smsOptOutExample: exampleSmsOptOutLink(ctx.env), smsMaxParts: SMS_MAX_PARTS };
}
