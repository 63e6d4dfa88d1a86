// Push notifications to the mobile app's devices through Expo (PUSH_PROVIDER=expo), or into the
// development outbox. Tokens Expo reports as no longer registered are removed.
import { Expo, type ExpoPushMessage } from "expo-server-sdk";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { PermanentFailure, type Transport } from "../types.js";
import type { PushNotification } from "./content.js";

/** The notification to every Expo token of the recipient's user. */
export type AppPushMessage = PushNotification & { tokens: string[] };

export function createAppPushTransport(env: Pick<Env, "PUSH_PROVIDER" | "EXPO_ACCESS_TOKEN">, db: Db): Transport<AppPushMessage> {
  if (env.PUSH_PROVIDER !== "expo") {
    return {
      async send(message) {
        const text = [message.body, message.data.url, `Συσκευές: ${message.tokens.length}`].filter(Boolean).join("\n");
        const row = await db.outboxMessage.create({ data: { channel: "PUSH", to: message.tokens.join(", "), subject: `[Push] ${message.title}`, text } });
        return { providerId: row.id };
      },
    };
  }
  const expo = new Expo({ accessToken: env.EXPO_ACCESS_TOKEN });
  return {
    async send(message) {
      const tokens = message.tokens.filter((token) => Expo.isExpoPushToken(token));
      if (!tokens.length) throw new PermanentFailure("no valid Expo push token");
      const messages: ExpoPushMessage[] = tokens.map((to) => ({ to, title: message.title, body: message.body, data: message.data, sound: "default" }));
      const tickets = (await Promise.all(expo.chunkPushNotifications(messages).map((chunk) => expo.sendPushNotificationsAsync(chunk)))).flat();
      const gone = tickets.flatMap((ticket, index) => (ticket.status === "error" && ticket.details?.error === "DeviceNotRegistered" ? [tokens[index]!] : []));
      if (gone.length) await db.notificationToken.deleteMany({ where: { expoPushToken: { in: gone } } });
      const ids = tickets.flatMap((ticket) => (ticket.status === "ok" ? [ticket.id] : []));
      if (!ids.length) throw new PermanentFailure(tickets.map((ticket) => (ticket.status === "error" ? ticket.message : "")).join("; "));
      return { providerId: ids.join(",") };
    },
  };
}
