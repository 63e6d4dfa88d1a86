// Sign-in to the wallet by SMS code. A 6-digit code goes by SMS (the configured provider, else the
// development outbox); only its HMAC is stored, with an expiry and a count of wrong tries. Codes are
// throttled per phone and per client address, so nobody can flood a phone or walk the code space.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import { createSmsTransport } from "../campaigns/transports/sms.js";

export const WALLET_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  /** Wrong codes tried against one request; then it is spent and a new code must be asked for. */
  maxAttempts: 5,
  windowMs: 60 * 60_000,
  /** Codes sent in the window to one phone, and asked for from one client address. */
  maxPerPhone: 5,
  maxPerIp: 30,
} as const;

export const CODE_MESSAGES = {
  tooManyCodes: "Ζητήσατε πολλούς κωδικούς. Δοκιμάστε ξανά σε λίγο.",
  wrong: "Λάθος κωδικός. Ελέγξτε το SMS και δοκιμάστε ξανά.",
  expired: "Ο κωδικός έληξε ή δεν ισχύει πια. Ζητήστε νέο κωδικό.",
  tooManyAttempts: "Πολλές λάθος προσπάθειες. Ζητήστε νέο κωδικό.",
  notSent: "Το SMS δεν στάλθηκε αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.",
} as const;

function codeHash(env: Pick<Env, "AUTH_SECRET">, phone: string, code: string): string {
  return createHmac("sha256", env.AUTH_SECRET).update(`wallet-code:${phone}:${code}`).digest("hex");
}

export async function sendSignInCode(db: Db, env: Env, phone: string, ip: string): Promise<void> {
  const since = new Date(Date.now() - WALLET_CODE.windowMs);
  const [counts] = await db.$queryRaw<Array<{ byPhone: number; byIp: number }>>`
    SELECT count(*) FILTER (WHERE phone = ${phone})::int AS "byPhone", count(*) FILTER (WHERE ip = ${ip})::int AS "byIp"
    FROM "SmsVerificationRequest" WHERE "createdAt" >= ${since} AND (phone = ${phone} OR ip = ${ip})`;
  if (counts!.byPhone >= WALLET_CODE.maxPerPhone || counts!.byIp >= WALLET_CODE.maxPerIp) {
    throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: CODE_MESSAGES.tooManyCodes });
  }
  const code = String(randomInt(0, 10 ** WALLET_CODE.digits)).padStart(WALLET_CODE.digits, "0");
  await db.smsVerificationRequest.create({
    data: { phone, ip, codeHash: codeHash(env, phone, code), expiresAt: new Date(Date.now() + WALLET_CODE.ttlMs) },
  });
  try {
    await createSmsTransport(env, db).send({ to: phone, text: `Ο κωδικός σας για το πορτοφόλι πόντων: ${code}. Ισχύει 10 λεπτά.` });
  } catch (error) {
    // The request still counts towards the throttle: a failing provider is not a way around it.
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: CODE_MESSAGES.notSent, cause: error });
  }
}

/**
 * Checks the code against the phone's latest live request. Each try is counted first by a conditional
 * UPDATE (so two tries at once cannot both slip under the limit); the right code spends the request.
 */
export async function verifySignInCode(db: Db, env: Pick<Env, "AUTH_SECRET">, phone: string, code: string): Promise<void> {
  const latest = await db.smsVerificationRequest.findFirst({
    where: { phone, codeHash: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true, codeHash: true, expiresAt: true, consumedAt: true, attempts: true },
  });
  if (!latest || latest.consumedAt || !latest.expiresAt || latest.expiresAt.getTime() <= Date.now()) {
    throw new TRPCError({ code: "BAD_REQUEST", message: CODE_MESSAGES.expired });
  }
  const counted = await db.smsVerificationRequest.updateMany({
    where: { id: latest.id, consumedAt: null, attempts: { lt: WALLET_CODE.maxAttempts } },
    data: { attempts: { increment: 1 } },
  });
  if (!counted.count) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: CODE_MESSAGES.tooManyAttempts });
  const expected = Buffer.from(latest.codeHash!, "hex");
  const given = Buffer.from(codeHash(env, phone, code), "hex");
  if (!timingSafeEqual(expected, given)) throw new TRPCError({ code: "BAD_REQUEST", message: CODE_MESSAGES.wrong });
  const spent = await db.smsVerificationRequest.updateMany({ where: { id: latest.id, consumedAt: null }, data: { consumedAt: new Date() } });
  if (!spent.count) throw new TRPCError({ code: "BAD_REQUEST", message: CODE_MESSAGES.expired });
}

/**
 * The person behind a verified phone: their User (made on first sign-in), linked to the Customer rows
 * with that phone in every shop. A customer row linked to someone else keeps its link only if that
 * user no longer holds the phone (the verified holder of the number is the customer).
 */
export async function userOfVerifiedPhone(db: Db, phone: string): Promise<string> {
  const user = await db.user.upsert({
    where: { phone },
    create: { phone, phoneVerified: new Date() },
    update: { phoneVerified: new Date() },
    select: { id: true },
  });
  await db.$executeRaw`
    UPDATE "Customer" c SET "userId" = ${user.id}, "updatedAt" = now()
    WHERE c.phone = ${phone} AND c."userId" IS DISTINCT FROM ${user.id}`;
  return user.id;
}
