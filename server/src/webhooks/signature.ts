// Webhook signatures, as payment APIs sign theirs: header `Loyalty-Signature: t=<unix seconds>,v1=<hex>`
// where v1 = HMAC-SHA256(endpoint secret, "<t>.<raw body>"). A receiver recomputes it over the raw
// body, compares in constant time and refuses a t older than a few minutes (replays).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Loyalty-Signature";

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64url")}`;
}

const hmac = (secret: string, timestamp: number, body: string) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** What a receiver does (the reference page shows the same steps). */
export function verifySignature(secret: string, header: string, body: string, toleranceSeconds = 300, now = Date.now()): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isSafeInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds || !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")) return false;
  return timingSafeEqual(Buffer.from(parts.v1, "hex"), Buffer.from(hmac(secret, timestamp, body), "hex"));
}
