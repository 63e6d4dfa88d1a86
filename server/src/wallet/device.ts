// The wallet browser's device id: 128 random bits in a cookie of its own, set the first time the browser
// asks for a sign-in code and kept for 400 days (the longest a browser keeps a cookie), so that the codes
// a browser asks for stay its own between requests. A code signs in only the browser that asked for it
// (code.ts). The id is not signed: it grants nothing by itself, and a made-up id only binds its maker's
// own requests; what matters is that nobody can read or guess another browser's (httpOnly, 128 bits, only
// its SHA-256 stored). It goes only with the API's calls (Path=/api/trpc).
import { createHash, randomBytes } from "node:crypto";
import type { Env } from "../env.js";
import { cookieHeader, readCookie } from "../lib/cookies.js";

const DEVICE_COOKIE = "loyalty.wallet-device";
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The browser's device id, or null when it has none (or a value this server never makes). */
export function readDeviceId(cookieHeaderValue: string | undefined): string | null {
  const value = readCookie(cookieHeaderValue, DEVICE_COOKIE);
  return value && DEVICE_ID.test(value) ? value : null;
}

/** The browser's device id; one is made and its cookie set first when the browser has none. */
export function ensureDeviceId(ctx: { env: Pick<Env, "PUBLIC_ORIGIN">; cookieHeader: string | undefined; setCookie(header: string): void }): string {
  const known = readDeviceId(ctx.cookieHeader);
  if (known) return known;
  const id = randomBytes(16).toString("base64url");
  ctx.setCookie(cookieHeader(ctx.env, { name: DEVICE_COOKIE, value: id, path: "/api/trpc", maxAgeSeconds: 400 * 86_400 }));
  return id;
}

export const deviceHash = (deviceId: string) => createHash("sha256").update(deviceId).digest("hex");
