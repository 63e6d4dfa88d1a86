// The VAPID key pair Web Push messages are signed with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else a
// pair made on first use and kept in DATA_DIR/vapid.json (so subscriptions survive restarts). Several
// processes must share it: set the variables then.
import path from "node:path";
import webpush from "web-push";
import type { Env } from "../env.js";
import { keptFile } from "../lib/keptFile.js";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const loaded = new Map<string, VapidKeys>();

export function vapidKeys(env: Pick<Env, "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "DATA_DIR" | "PLATFORM_EMAIL">): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.PLATFORM_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = path.resolve(env.DATA_DIR, "vapid.json");
  const known = loaded.get(file);
  if (known) return known;
  const keys: { publicKey: string; privateKey: string } = JSON.parse(keptFile(file, () => JSON.stringify(webpush.generateVAPIDKeys())));
  const pair = { ...keys, subject };
  loaded.set(file, pair);
  return pair;
}
