// Push to the wallet in the browser (Web Push): the customer's user must have let a browser show
// notifications. A push campaign goes out here and to the app alike (registry.ts).
import { Prisma } from "../../generated/prisma/client.js";
import { PUSH_SKIP_REASONS, pushContent, pushNotification } from "../push/content.js";
import type { Channel } from "../types.js";
import { createWebPushTransport, type WebPushMessage } from "./transport.js";

export const webPush = {
  name: "webPush",
  content: pushContent,
  reach: {
    address: null,
    reason: Prisma.sql`CASE WHEN NOT EXISTS (SELECT 1 FROM "WebPushSubscription" w WHERE w."userId" = c."userId") THEN 'no_token' END`,
  },
  skipReasons: PUSH_SKIP_REASONS,
  unreachable: "no_token",
  rate: (env) => env.CAMPAIGN_RATE_PUSH,
  async message({ db, env, campaign, company }, recipient) {
    if (!recipient.userId) return null;
    const subscriptions = await db.webPushSubscription.findMany({ where: { userId: recipient.userId }, select: { endpoint: true, p256dh: true, auth: true } });
    if (!subscriptions.length) return null;
    return { ...pushNotification(env, campaign, company), subscriptions };
  },
  transport: createWebPushTransport,
} satisfies Channel<WebPushMessage>;
