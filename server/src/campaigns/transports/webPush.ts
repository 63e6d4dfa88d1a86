// Web Push to the wallet's browser subscriptions (RFC 8030 with VAPID and aes128gcm encryption, by the
// web-push library, which encrypts and signs; the request itself goes out by fetch). Each browser's push
// service is called directly; a subscription the service says is gone (404, 410) is removed.
import webpush from "web-push";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { vapidKeys } from "../../wallet/vapid.js";
import type { PushMessage, WebPushTarget } from "./types.js";

export type WebPushOutcome = { delivered: number; gone: number; failed: number; lastError: string | null };

/**
 * What the wallet's service worker shows (wallet/public/sw.js): the shop's name with the title, as one
 * address serves every shop; its logo; and the campaign's link, else the wallet opened at that shop.
 */
export function webPushPayload(message: PushMessage): string {
  return JSON.stringify({
    title: `${message.shop.name}: ${message.title}`,
    body: message.body,
    url: message.data.url ?? message.shop.walletUrl,
    ...(message.shop.logo ? { icon: message.shop.logo } : {}),
    ...(message.data.image ? { image: message.data.image } : {}),
  });
}

export async function sendWebPush(env: Env, db: Db, message: PushMessage, targets: WebPushTarget[]): Promise<WebPushOutcome> {
  const keys = vapidKeys(env);
  const payload = webPushPayload(message);
  const outcome: WebPushOutcome = { delivered: 0, gone: 0, failed: 0, lastError: null };
  for (const target of targets) {
    try {
      const request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: keys,
        TTL: 24 * 60 * 60,
      });
      // fetch sets Content-Length itself (and refuses one given as a number).
      const { "Content-Length": _length, ...headers } = request.headers as Record<string, string | number>;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 404 || response.status === 410) {
        outcome.gone++;
        await db.webPushSubscription.deleteMany({ where: { endpoint: target.endpoint } });
      } else if (response.ok) {
        outcome.delivered++;
      } else {
        outcome.failed++;
        outcome.lastError = `push service ${response.status}`;
      }
    } catch (error) {
      outcome.failed++;
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      outcome.lastError = error instanceof Error ? `${error.message}${cause}` : String(error);
    }
  }
  return outcome;
}
