// Web Push: the browser's subscription (VAPID key from the server) is handed to the server, which sends
// push campaigns to it beside the Expo tokens of the mobile app.
import { api } from "./api.js";

export const pushSupported = () => "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

export async function enablePush(): Promise<void> {
  if ((await Notification.requestPermission()) !== "granted") throw new Error("Δεν δώσατε άδεια για ειδοποιήσεις.");
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.pushKey.query();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await api.subscribePush.mutate({ endpoint: json.endpoint, keys: json.keys });
}
