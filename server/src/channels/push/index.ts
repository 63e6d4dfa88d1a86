// Push to the mobile app: the customer's user must have a device registered with Expo.
import { Prisma } from "../../generated/prisma/client.js";
import type { Channel } from "../types.js";
import { PUSH_SKIP_REASONS, pushContent, pushNotification } from "./content.js";
import { createAppPushTransport, type AppPushMessage } from "./transport.js";

export const push = {
  name: "push",
  content: pushContent,
  reach: {
    address: null,
    reason: Prisma.sql`CASE WHEN NOT EXISTS (SELECT 1 FROM "NotificationToken" t WHERE t."userId" = c."userId") THEN 'no_token' END`,
  },
  skipReasons: PUSH_SKIP_REASONS,
  unreachable: "no_token",
  rate: (env) => env.CAMPAIGN_RATE_PUSH,
  async message({ db, env, campaign, company }, recipient) {
    if (!recipient.userId) return null;
    const tokens = await db.notificationToken.findMany({ where: { userId: recipient.userId }, select: { expoPushToken: true } });
    if (!tokens.length) return null;
    return { ...pushNotification(env, campaign, company), tokens: tokens.map((token) => token.expoPushToken) };
  },
  transport: createAppPushTransport,
} satisfies Channel<AppPushMessage>;
