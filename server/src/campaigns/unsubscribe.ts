// Unsubscribe links without a table: the token is the customer id and an HMAC of it under AUTH_SECRET,
// so a link works for as long as the secret stays the same and cannot be made up for another customer.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "../env.js";

type Secrets = Pick<Env, "AUTH_SECRET">;

const SIGNATURE_LENGTH = 22; // base64url characters: 132 bits

function signature(env: Secrets, customerId: string): string {
  return createHmac("sha256", env.AUTH_SECRET).update(`unsubscribe:${customerId}`).digest("base64url").slice(0, SIGNATURE_LENGTH);
}

export function unsubscribeToken(env: Secrets, customerId: string): string {
  return `${customerId}.${signature(env, customerId)}`;
}

/** The customer id a token was made for, or null if it was not made with our secret. */
export function verifyUnsubscribeToken(env: Secrets, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]+)$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(signature(env, match[1]!));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

/** The confirm page, linked from e-mails (List-Unsubscribe too). */
export function unsubscribeUrl(env: Pick<Env, "AUTH_SECRET" | "PUBLIC_ORIGIN">, customerId: string): string {
  return `${env.PUBLIC_ORIGIN.replace(/\/$/, "")}/unsubscribe?token=${unsubscribeToken(env, customerId)}`;
}
