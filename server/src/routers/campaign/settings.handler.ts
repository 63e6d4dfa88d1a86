import { exampleSmsOptOutLink, smsLinkHost } from "../../campaigns/unsubscribe.js";
import { SMS_MAX_PARTS } from "../../shared/sms.js";
import type { AuthedContext } from "../../trpc.js";

/**
 * What the previews and SMS counts need to show and count the message as sent: an opt-out link as long as
 * the real ones, the host of the shop's SMS wallet link and the origin of its e-mail one ({wallet},
 * shared/walletLink.ts).
 */
export function settingsHandler({ ctx }: { ctx: AuthedContext }) {
  return { smsOptOutExample: exampleSmsOptOutLink(ctx.env), smsLinkHost: smsLinkHost(ctx.env), smsMaxParts: SMS_MAX_PARTS, publicOrigin: ctx.env.PUBLIC_ORIGIN };
}
