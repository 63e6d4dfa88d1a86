import type { WalletContext } from "../../wallet/procedure.js";
import { checkPushEndpoint } from "../../wallet/pushEndpoint.js";
import type { SubscribePushInput } from "./subscribePush.schema.js";

/** The browser's subscription now belongs to this user (a shared device moves to whoever signed in). */
export async function subscribePushHandler({ ctx, input }: { ctx: WalletContext; input: SubscribePushInput }) {
  await checkPushEndpoint(input.endpoint, ctx.env.WEB_PUSH_ALLOW_PRIVATE === "true");
  const data = { userId: ctx.wallet.userId, p256dh: input.keys.p256dh, auth: input.keys.auth };
  await ctx.db.webPushSubscription.upsert({ where: { endpoint: input.endpoint }, create: { endpoint: input.endpoint, ...data }, update: data });
  return { subscribed: true };
}
