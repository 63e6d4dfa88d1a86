// The wallet's sessions: a random token in the customer's own cookie (never the shop's Auth.js cookie),
// its SHA-256 in WalletSession. A shop procedure reads only ctx.user (Auth.js), a wallet procedure only
// this cookie, so neither kind of session opens the other side.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { cookieHeader, readCookie } from "../lib/cookies.js";

const WALLET_COOKIE = "loyalty.wallet";
const WALLET_SESSION_DAYS = 180;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

const cookie = (env: Pick<Env, "PUBLIC_ORIGIN">, value: string, maxAgeSeconds: number) =>
  cookieHeader(env, { name: WALLET_COOKIE, value, path: "/", maxAgeSeconds });

export async function startWalletSession(db: Db, env: Pick<Env, "PUBLIC_ORIGIN">, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(Date.now() + WALLET_SESSION_DAYS * 86_400_000);
  await db.walletSession.create({ data: { tokenHash: hashToken(token), userId, expires } });
  return cookie(env, token, WALLET_SESSION_DAYS * 86_400);
}

export function clearedWalletCookie(env: Pick<Env, "PUBLIC_ORIGIN">): string {
  return cookie(env, "", 0);
}

/** The user behind the wallet cookie, or null (unknown, expired, or the account deleted). */
export async function resolveWalletUser(db: Db, header: string | undefined): Promise<{ userId: string; sessionId: string } | null> {
  const token = readCookie(header, WALLET_COOKIE);
  if (!token || token.length > 100) return null;
  const session = await db.walletSession.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, userId: true, expires: true, user: { select: { deletedAt: true } } },
  });
  if (!session || session.expires.getTime() <= Date.now() || session.user.deletedAt) return null;
  return { userId: session.userId, sessionId: session.id };
}
