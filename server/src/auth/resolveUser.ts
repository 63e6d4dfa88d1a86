// The signed-in user behind a request, for tRPC: the session cookie is decrypted, then its Session row
// must be live and the user not deleted. Anything invalid is simply no user.
import { decode } from "@auth/core/jwt";
import type { Request } from "express";
import { queryRows, type SqlClient } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";
import type { SessionUser } from "../trpc.js";
import type { TaggedCache } from "./authCache.js";
import { sessionCookieName, type AuthDeps } from "./config.js";

type Payload = { sub?: unknown; sid?: unknown; exp?: unknown };

/**
 * Decrypting a session cookie (HKDF + JWE) costs more CPU than the rest of a small request, and a
 * cashier sends the same cookie all day: decrypted payloads are kept, bounded, until they expire. The
 * Session row is read through the session cache (authCache.ts), which a sign-out or revocation empties
 * at once in every process.
 */
function createPayloadCache(limit = 5000) {
  const cache = new Map<string, Payload>();
  return {
    get(token: string) {
      const payload = cache.get(token);
      if (payload && typeof payload.exp === "number" && payload.exp * 1000 <= Date.now()) cache.delete(token);
      else return payload;
    },
    set(token: string, payload: Payload) {
      if (cache.size >= limit) cache.delete(cache.keys().next().value!);
      cache.set(token, payload);
    },
  };
}

type SessionRow = { userId: string; expires: Date; email: string | null; name: string | null; platformAdmin: boolean; deletedAt: Date | null };

export type SessionCache = TaggedCache<SessionRow | null>;

/** `sql`: where the Session row is read (the server's pg pool: no Prisma query compiler on a cache miss). */
export function createUserResolver({ db, env }: Pick<AuthDeps, "db" | "env">, sessions: SessionCache, sql: SqlClient = db) {
  const cookieName = sessionCookieName(env);
  const payloads = createPayloadCache();
  return async function resolveUser(req: Request): Promise<SessionUser | null> {
    const token = readSessionCookie(req.headers.cookie, cookieName);
    if (!token) return null;
    let payload = payloads.get(token);
    if (!payload) {
      try {
        payload = ((await decode({ token, secret: env.AUTH_SECRET, salt: cookieName })) as Payload | null) ?? undefined;
      } catch {
        return null;
      }
      if (payload) payloads.set(token, payload);
    }
    const sid = payload?.sid;
    if (typeof sid !== "string" || typeof payload?.sub !== "string") return null;
    const userId = payload.sub;
    // One raw query when not cached (a Prisma relation query costs several times more CPU).
    const session = await sessions.remember(
      sid,
      async () =>
        (
          await queryRows<SessionRow>(
            sql,
            Prisma.sql`
            SELECT s."userId", s.expires, u.email, u.name, u."platformAdmin", u."deletedAt"
            FROM "Session" s JOIN "User" u ON u.id = s."userId" WHERE s.id = ${sid}`,
          )
        )[0] ?? null,
      (row) => [`user:${row?.userId ?? userId}`],
    );
    if (!session || session.userId !== payload.sub || session.expires.getTime() <= Date.now() || session.deletedAt) return null;
    const { userId: id, email, name, platformAdmin } = session;
    return { id, email, name, platformAdmin, sessionId: sid };
  };
}

/** The cookie's value, joined from its numbered chunks if Auth.js had to split it. */
export function readSessionCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const chunks: Array<[number, string]> = [];
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    if (key !== name && !key.startsWith(`${name}.`)) continue;
    const suffix = key === name ? 0 : Number(key.slice(name.length + 1));
    if (!Number.isInteger(suffix)) continue;
    chunks.push([suffix, decodeCookieValue(part.slice(index + 1).trim())]);
  }
  chunks.sort((a, b) => a[0] - b[0]);
  return chunks.map(([, value]) => value).join("") || null;
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
