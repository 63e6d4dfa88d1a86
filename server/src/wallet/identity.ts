// The wallet's QR code for the counter: "LW1.<user id>.<minute>.<signature>", an HMAC (AUTH_SECRET) of
// the user and the minute it was made. It changes every minute and is accepted for two (clock skew and
// the seconds the cashier takes), so a screenshot soon stops working.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Env } from "../env.js";

const IDENTITY_PREFIX = "LW1";
const MINUTE = 60_000;

function signature(env: Pick<Env, "AUTH_SECRET">, userId: string, minute: number): string {
  return createHmac("sha256", env.AUTH_SECRET).update(`wallet-identity:${userId}:${minute}`).digest("base64url").slice(0, 22);
}

export function identityToken(env: Pick<Env, "AUTH_SECRET">, userId: string, now = Date.now()) {
  const minute = Math.floor(now / MINUTE);
  return { token: `${IDENTITY_PREFIX}.${userId}.${minute}.${signature(env, userId, minute)}`, refreshAt: new Date((minute + 1) * MINUTE).toISOString() };
}

/** The user id of a token made this minute or the one before, else null. */
export function verifyIdentityToken(env: Pick<Env, "AUTH_SECRET">, token: string, now = Date.now()): string | null {
  const [prefix, userId, minuteText, sig] = token.trim().split(".");
  if (prefix !== IDENTITY_PREFIX || !userId || !minuteText || !sig || !/^\d+$/.test(minuteText)) return null;
  const minute = Number(minuteText);
  const current = Math.floor(now / MINUTE);
  if (minute > current || minute < current - 1) return null;
  const expected = Buffer.from(signature(env, userId, minute));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
