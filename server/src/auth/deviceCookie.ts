// Device cookies, as OWASP describes them ("Slow Down Online Guessing Attacks with Device Cookies"): a
// browser that signed in to an account is given a cookie for that account, signed with AUTH_SECRET. Its
// later sign-ins to the account are trusted by the throttle (throttle.ts): no slow-down for other
// clients' guesses, a lane of their own in the hash queue, a sign-in link past the account's hourly
// ceiling. Guessing is no cheaper with it: the per-address limits still apply, and a browser that gets
// the password wrong a few times loses the trust for a while (THROTTLE.maxDeviceFailures).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Env } from "../env.js";
import { cookieHeader, readCookie } from "../lib/cookies.js";

type Secrets = Pick<Env, "AUTH_SECRET" | "PUBLIC_ORIGIN">;

const DEVICE_COOKIE_DAYS = 365;
const NAME = "loyalty.device.";
/** Sent only to the sign-in service, which alone reads it. */
const PATH = "/api/auth";

const sign = (env: Secrets, text: string) => createHmac("sha256", env.AUTH_SECRET).update(text).digest("base64url");
const secure = (env: Secrets) => env.PUBLIC_ORIGIN.startsWith("https:");

/** One cookie per account the browser signed in to; the name tells nothing of the address. */
function cookieName(env: Secrets, email: string): string {
  return `${secure(env) ? "__Secure-" : ""}${NAME}${sign(env, `device-name:${email}`).slice(0, 16)}`;
}

/** The Set-Cookie header marking this browser as one that signed in to the (normalised) e-mail's account. */
export function deviceCookie(env: Secrets, email: string): string {
  const issued = Math.floor(Date.now() / 1000).toString(36);
  const nonce = randomBytes(12).toString("base64url");
  const value = `${issued}.${nonce}.${sign(env, `device:${email}:${issued}:${nonce}`)}`;
  return cookieHeader(env, { name: cookieName(env, email), value, path: PATH, maxAgeSeconds: DEVICE_COOKIE_DAYS * 86_400 });
}

/** The id (nonce) of the browser when the Cookie header holds a valid, unexpired device cookie for the e-mail; else null. */
export function trustedDevice(env: Secrets, cookieHeader: string | undefined, email: string): string | null {
  if (!email) return null;
  const value = readCookie(cookieHeader, cookieName(env, email));
  const [issued, nonce, signature, ...rest] = value?.split(".") ?? [];
  if (!issued || !nonce || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(env, `device:${email}:${issued}:${nonce}`));
  if (signature.length !== expected.length || !timingSafeEqual(Buffer.from(signature), expected)) return null;
  const ageSeconds = Date.now() / 1000 - parseInt(issued, 36);
  return ageSeconds >= 0 && ageSeconds < DEVICE_COOKIE_DAYS * 86_400 ? nonce : null;
}
