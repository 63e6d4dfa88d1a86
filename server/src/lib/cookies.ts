// The server's few cookies (the wallet's session and device id, the admin's device cookies), set and read
// in one way: httpOnly so scripts never read them, SameSite=Lax so other sites' requests do not carry
// them, Secure on an https origin.
import type { Env } from "../env.js";

/** A Set-Cookie header for one of our cookies. */
export function cookieHeader(env: Pick<Env, "PUBLIC_ORIGIN">, cookie: { name: string; value: string; path: string; maxAgeSeconds: number }): string {
  const secure = env.PUBLIC_ORIGIN.startsWith("https:") ? "; Secure" : "";
  return `${cookie.name}=${cookie.value}; Path=${cookie.path}; HttpOnly; SameSite=Lax; Max-Age=${cookie.maxAgeSeconds}${secure}`;
}

/** The value of the cookie `name` in a Cookie header, or null when it is absent or empty. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}
