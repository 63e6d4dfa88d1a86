// Push notifications to a user's devices: Expo tokens (the mobile app) through Expo (PUSH_PROVIDER=expo)
// or into the development outbox, and Web Push subscriptions (the wallet) straight to each browser's
// push service. Tokens and subscriptions the services report as gone are removed.
import { Expo, type ExpoPushMessage } from "expo-server-sdk";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { PermanentFailure, type PushMessage, type SendResult, type Transport } from "./types.js";
import { sendWebPush } from "./webPush.js";

type ExpoSender = (message: PushMessage) => Promise<SendResult>;

function expoSender(env: Pick<Env, "PUSH_PROVIDER" | "EXPO_ACCESS_TOKEN">, db: Db): ExpoSender {
  if (env.PUSH_PROVIDER !== "expo") {
    return async (message) => {
      const text = [message.body, message.data.url, `Συσκευές: ${message.tokens.length}`].filter(Boolean).join("\n");
      const row = await db.outboxMessage.create({ data: { channel: "PUSH", to: message.tokens.join(", "), subject: `[Push] ${message.title}`, text } });
      return { providerId: row.id };
    };
  }
  const expo = new Expo({ accessToken: env.EXPO_ACCESS_TOKEN });
  return async (message) => {
    const tokens = message.tokens.filter((token) => Expo.isExpoPushToken(token));
    if (!tokens.length) throw new PermanentFailure("no valid Expo push token");
    const messages: ExpoPushMessage[] = tokens.map((to) => ({ to, title: message.title, body: message.body, data: message.data, sound: "default" }));
    const tickets = (await Promise.all(expo.chunkPushNotifications(messages).map((chunk) => expo.sendPushNotificationsAsync(chunk)))).flat();
    const gone = tickets.flatMap((ticket, index) => (ticket.status === "error" && ticket.details?.error === "DeviceNotRegistered" ? [tokens[index]!] : []));
    if (gone.length) await db.notificationToken.deleteMany({ where: { expoPushToken: { in: gone } } });
    const ids = tickets.flatMap((ticket) => (ticket.status === "ok" ? [ticket.id] : []));
    if (!ids.length) throw new PermanentFailure(tickets.map((ticket) => (ticket.status === "error" ? ticket.message : "")).join("; "));
    return { providerId: ids.join(",") };
  };
}

export function createPushTransport(env: Env, db: Db): Transport<PushMessage> {
  const sendExpo = expoSender(env, db);
  return {
    async send(message) {
      const ids: string[] = [];
      let expoError: unknown = null;
      if (message.tokens.length) {
        try {
          const { providerId } = await sendExpo(message);
          if (providerId) ids.push(providerId);
        } catch (error) {
          expoError = error;
        }
      }
      if (message.webPush.length) {
        const web = await sendWebPush(env, db, message, message.webPush);
        if (web.delivered) ids.push(`webpush:${web.delivered}`);
        // Nothing reached the person: a push service that failed may answer later (retry); one that
        // said every subscription is gone never will.
        if (!ids.length && !expoError) {
          if (web.failed) throw new Error(`Web Push: ${web.lastError}`);
          throw new PermanentFailure("Web Push subscription gone");
        }
      }
      if (!ids.length && expoError) throw expoError;
      return { providerId: ids.join(",") || null };
    },
  };
}
