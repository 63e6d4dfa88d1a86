// Web Push to the wallet's browser subscriptions (RFC 8030 with VAPID and aes128gcm encryption, by the
// web-push library, which encrypts and signs). Each browser's push service is called directly, through the
// webhooks' POST: the subscription is a URL a wallet user gave, so it gets the same SSRF guard (https to a
// public address, the address connected to checked, no redirects: wallet/pushEndpoint.ts). A subscription
// the service says is gone (404, 410) is removed.
import webpush from "web-push";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import { post } from "../../webhooks/deliver.js";
import { pushEndpointProblem } from "../../wallet/pushEndpoint.js";
import { vapidKeys } from "../../wallet/vapid.js";
import type { PushNotification } from "../push/content.js";
import { PermanentFailure, type Transport } from "../types.js";

/** A browser's Web Push subscription (the wallet). */
export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };

/** The notification to every browser the recipient's user subscribed in the wallet. */
export type WebPushMessage = PushNotification & { subscriptions: WebPushTarget[] };

export type WebPushOutcome = { delivered: number; gone: number; failed: number; lastError: string | null };

/**
 * What the wallet's service worker shows (wallet/public/sw.js): the shop's name with the title, as one
 * address serves every shop; its logo; and the campaign's link, else the wallet opened at that shop.
 */
function webPushPayload(message: PushNotification): string {
  return JSON.stringify({
    title: `${message.shop.name}: ${message.title}`,
    body: message.body,
    url: message.data.url ?? message.shop.walletUrl,
    ...(message.shop.logo ? { icon: message.shop.logo } : {}),
    ...(message.data.image ? { image: message.data.image } : {}),
  });
}

export async function sendWebPush(env: Env, db: Db, message: PushNotification, targets: WebPushTarget[]): Promise<WebPushOutcome> {
  const keys = vapidKeys(env);
  const allowPrivate = env.WEB_PUSH_ALLOW_PRIVATE === "true";
  const payload = webPushPayload(message);
  const outcome: WebPushOutcome = { delivered: 0, gone: 0, failed: 0, lastError: null };
  const fail = (error: string) => {
    outcome.failed++;
    outcome.lastError = error;
  };
  for (const target of targets) {
    // Stored before the check at subscribe existed, or the settings changed since.
    const problem = pushEndpointProblem(new URL(target.endpoint), allowPrivate);
    if (problem) {
      fail(problem);
      continue;
    }
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: keys,
        TTL: 24 * 60 * 60,
      });
    } catch (error) {
      // Keys the browser never made (too short, not a curve point): this subscription only.
      fail(error instanceof Error ? error.message : String(error));
      continue;
    }
    // post() sets Content-Length itself; header values go out as text.
    const { "Content-Length": _length, ...headers } = request.headers as Record<string, string | number>;
    const { statusCode, error } = await post(
      request.endpoint,
      request.body ?? "",
      Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
      allowPrivate,
    );
    if (statusCode === 404 || statusCode === 410) {
      outcome.gone++;
      await db.webPushSubscription.deleteMany({ where: { endpoint: target.endpoint } });
    } else if (statusCode !== null && statusCode >= 200 && statusCode < 300) {
      outcome.delivered++;
    } else {
      // A redirect (301-308) is a failure too: following it could lead anywhere.
      fail(error ?? `push service ${statusCode}`);
    }
  }
  return outcome;
}

/**
 * Sent when one browser took it. Nothing reached the person: a push service that failed may answer later
 * (retried); one that said every subscription is gone never will.
 */
export function createWebPushTransport(env: Env, db: Db): Transport<WebPushMessage> {
  return {
    async send(message) {
      const outcome = await sendWebPush(env, db, message, message.subscriptions);
      if (outcome.delivered) return { providerId: `webpush:${outcome.delivered}` };
      if (outcome.failed) throw new Error(`Web Push: ${outcome.lastError}`);
      throw new PermanentFailure("Web Push subscription gone");
    },
  };
}
