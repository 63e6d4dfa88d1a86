import { previewSettings } from "../../channels/registry.js";
import type { AuthedContext } from "../../trpc.js";

/**
 * What the previews and SMS counts need to show and count the message as sent, each channel's own
 * (channels/<channel>/index.ts `preview`): e.g. an SMS opt-out link as long as the real ones, the host of
 * the shop's SMS wallet link and the origin of its e-mail one ({wallet}, shared/walletLink.ts).
 */
export function settingsHandler({ ctx }: { ctx: AuthedContext }) {
  return previewSettings(ctx.env);
}
