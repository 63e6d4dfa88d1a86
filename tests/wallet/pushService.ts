// Web Push's far side for tests: a push service on 127.0.0.1 standing in for the browser vendor's (FCM,
// Mozilla's) that records each message the server sends and answers with `status()`; a subscription's keys
// as a browser makes them, so a test reads a message the way the browser does (aes128gcm, RFC 8291); and,
// for Chromium, the vendor registration it lacks and the hand-over of a message to the service worker.
import { createECDH, randomBytes, type ECDH } from "node:crypto";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";

const ece = createRequire(import.meta.url)("http_ece") as { decrypt(body: Buffer, params: object): Buffer };

export type PushRequest = { path: string; body: Buffer; headers: Record<string, unknown> };

export async function pushService(status: () => number = () => 201) {
  const received: PushRequest[] = [];
  const service = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ path: req.url ?? "", body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  return { received, url: `http://127.0.0.1:${(service.address() as AddressInfo).port}`, close: () => new Promise((resolve) => service.close(resolve)) };
}

export type BrowserPushKeys = { ecdh: ECDH; p256dh: string; auth: string };

export function browserPushKeys(): BrowserPushKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** The message's plaintext, decrypted with the subscription's private key as the browser does. */
export function decryptPush(request: PushRequest, keys: BrowserPushKeys): string {
  return ece.decrypt(request.body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8");
}

/** The VAPID public key a request was signed with (the `k=` of `Authorization: vapid t=..., k=...`). */
export function vapidKeyOf(request: PushRequest): string | undefined {
  return /\bk=([A-Za-z0-9_-]+)/.exec(String(request.headers.authorization))?.[1];
}

/**
 * Chromium without a push service (headless, no vendor connection) refuses `pushManager.subscribe`
 * ("Registration failed - permission denied"). This stands in for the browser's registration with its
 * vendor only: the page's subscribe answers a subscription to `endpoint` with the given keys, and
 * remembers the application server key it was asked for (`window.pushSubscribedWithKey`). Everything of
 * ours (the wallet asking, the server storing, encrypting, signing and sending) runs as it does on a phone.
 */
export async function standInPushRegistration(context: BrowserContext, subscription: { endpoint: string; p256dh: string; auth: string }) {
  await context.addInitScript(({ endpoint, p256dh, auth }) => {
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
      (window as unknown as { pushSubscribedWithKey: string }).pushSubscribedWithKey = btoa(String.fromCharCode(...key))
        .replace(/\+/g, "-")
        .replace(/\//g, "_")
        .replace(/=+$/, "");
      return { endpoint, toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }) } as unknown as PushSubscription;
    };
  }, subscription);
}

/**
 * Hands `data` to the service worker of `scope` as the browser does once it has decrypted a message from
 * its push service (DevTools' ServiceWorker.deliverPushMessage): the worker's `push` event runs.
 */
export async function deliverPushToServiceWorker(context: BrowserContext, page: Page, scope: string, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const registration = registrations.find((candidate) => candidate.scopeURL === scope && !candidate.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: new URL(scope).origin, registrationId: await registered, data });
  await cdp.detach();
}
