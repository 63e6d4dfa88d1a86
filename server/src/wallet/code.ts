// Sign-in to the wallet by SMS code. A 6-digit code goes by SMS (the configured provider, else the
// development outbox) to a mobile of an allowed country (codeRecipient.ts); only its HMAC is stored, with
// an expiry. Every code holds until it expires or is used, once, whatever else is asked for: nobody can
// spoil the code a customer was just sent. The limits that protect a phone (codes sent, wrong codes
// tried) count per phone *and* client address, so someone else's address cannot use them up; caps per
// address across phones and a platform-wide hourly cap (SMS_CODES_PER_HOUR, the platform admin mailed
// once an hour when it is reached) keep SMS pumping and guessing bounded.
import { createHmac, randomInt } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { JobContext } from "../jobs/types.js";
import { createSmsTransport } from "../campaigns/transports/sms.js";
import { codeRecipientProblem } from "./codeRecipient.js";

export const WALLET_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  windowMs: 60 * 60_000,
  /** Codes sent in the window to one phone from one client address, and to any phones from one address. */
  maxPerPhoneAndIp: 5,
  maxPerIp: 30,
  /** Wrong codes tried in the window for one phone from one address, and for any phones from one address. */
  maxWrongPerPhoneAndIp: 5,
  maxWrongPerIp: 30,
} as const;

export const CODE_MESSAGES = {
  tooManyCodes: "Ζητήσατε πολλούς κωδικούς. Δοκιμάστε ξανά σε λίγο.",
  platformCap: "Η αποστολή κωδικών σταμάτησε προσωρινά. Δοκιμάστε ξανά σε λίγο.",
  wrong: "Λάθος κωδικός. Ελέγξτε το SMS και δοκιμάστε ξανά.",
  expired: "Ο κωδικός έληξε ή δεν ισχύει πια. Ζητήστε νέο κωδικό.",
  tooManyAttempts: "Πολλές λάθος προσπάθειες. Δοκιμάστε ξανά αργότερα.",
  notSent: "Το SMS δεν στάλθηκε αυτή τη στιγμή. Δοκιμάστε ξανά σε λίγο.",
} as const;

const HOUR_MS = 60 * 60_000;

export type CodeServices = Pick<JobContext, "db" | "env" | "mailer" | "log">;

function codeHash(env: Pick<Env, "AUTH_SECRET">, phone: string, code: string): string {
  return createHmac("sha256", env.AUTH_SECRET).update(`wallet-code:${phone}:${code}`).digest("hex");
}

/**
 * Code requests and tries take turns on one lock, so counts and the rows they count cannot race past a
 * limit (two processes included). Each turn is a count and an insert: sign-ins are a few a second at most.
 */
const takeTurn = (tx: Pick<Db, "$executeRaw">) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('wallet-sign-in-codes'))`;

export async function sendSignInCode(services: CodeServices, phone: string, ip: string): Promise<void> {
  const { db, env } = services;
  const recipientProblem = codeRecipientProblem(phone, env.SMS_COUNTRIES);
  if (recipientProblem) throw new TRPCError({ code: "BAD_REQUEST", message: recipientProblem });
  const code = String(randomInt(0, 10 ** WALLET_CODE.digits)).padStart(WALLET_CODE.digits, "0");
  const now = Date.now();
  const hourStart = new Date(Math.floor(now / HOUR_MS) * HOUR_MS);
  const refused = await db.$transaction(async (tx) => {
    await takeTurn(tx);
    // The window's start is never after the hour's: one scan counts both.
    const [counts] = await tx.$queryRaw<Array<{ byPhone: number; byIp: number; platform: number }>>`
      SELECT count(*) FILTER (WHERE phone = ${phone} AND ip = ${ip})::int AS "byPhone", count(*) FILTER (WHERE ip = ${ip})::int AS "byIp",
        count(*) FILTER (WHERE "createdAt" >= ${hourStart})::int AS platform
      FROM "SmsVerificationRequest" WHERE "createdAt" >= ${new Date(now - WALLET_CODE.windowMs)}`;
    if (counts!.byPhone >= WALLET_CODE.maxPerPhoneAndIp || counts!.byIp >= WALLET_CODE.maxPerIp) return "address";
    if (counts!.platform >= env.SMS_CODES_PER_HOUR) return "platform";
    await tx.smsVerificationRequest.create({ data: { phone, ip, codeHash: codeHash(env, phone, code), expiresAt: new Date(now + WALLET_CODE.ttlMs) } });
    return null;
  });
  if (refused === "platform") await alertPlatformAdmin(services, hourStart);
  if (refused) throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: refused === "platform" ? CODE_MESSAGES.platformCap : CODE_MESSAGES.tooManyCodes });
  try {
    await createSmsTransport(env, db).send({ to: phone, text: `Ο κωδικός σας για το πορτοφόλι πόντων: ${code}. Ισχύει 10 λεπτά.` });
  } catch (error) {
    // The request still counts towards the limits: a failing provider is not a way around them.
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: CODE_MESSAGES.notSent, cause: error });
  }
}

/** Mails the platform admin that the hourly cap was reached: once per hour, whichever process gets there first. */
async function alertPlatformAdmin({ db, env, mailer, log }: CodeServices, hourStart: Date): Promise<void> {
  const first = await db.$executeRaw`
    INSERT INTO "PlatformAlert" (key) VALUES (${`sms-codes-per-hour:${hourStart.toISOString()}`}) ON CONFLICT DO NOTHING`;
  if (!first) return;
  const hour = hourStart.toLocaleString("el-GR", { timeZone: "Europe/Athens", dateStyle: "short", timeStyle: "short" });
  log.warn({ cap: env.SMS_CODES_PER_HOUR, hourStart }, "wallet sign-in codes: platform-wide hourly cap reached");
  try {
    await mailer.send({
      to: env.PLATFORM_EMAIL,
      subject: "Το όριο κωδικών SMS του πορτοφολιού εξαντλήθηκε",
      text: [
        `Οι κωδικοί σύνδεσης του πορτοφολιού έφτασαν το ωριαίο όριο της πλατφόρμας (SMS_CODES_PER_HOUR=${env.SMS_CODES_PER_HOUR}) στην ώρα από ${hour} (ώρα Ελλάδας).`,
        "Μέχρι να τελειώσει η ώρα, κανείς δεν λαμβάνει κωδικό.",
        "",
        "Αν δεν περιμένατε τόση κίνηση, μπορεί να είναι κατάχρηση (SMS pumping): δείτε από ποιες διευθύνσεις ήρθαν τα αιτήματα",
        '(πίνακας "SmsVerificationRequest", στήλη ip). Αν η κίνηση είναι κανονική, αυξήστε το SMS_CODES_PER_HOUR.',
      ].join("\n"),
    });
  } catch (error) {
    log.error({ err: error }, "wallet sign-in codes: cap alert not mailed");
  }
}

/**
 * Checks the code against the phone's live codes (each valid until it expires or is used, once). Wrong
 * codes are counted per phone and client address, and per address: past either limit the address is
 * refused, the customer's own tries elsewhere are not. Codes are found by their HMAC: without the key a
 * lookup's timing tells nothing.
 */
export async function verifySignInCode(db: Db, env: Pick<Env, "AUTH_SECRET">, phone: string, code: string, ip: string): Promise<void> {
  const refused = await db.$transaction(async (tx) => {
    await takeTurn(tx);
    const now = new Date();
    const [wrong] = await tx.$queryRaw<Array<{ byPhone: number; byIp: number }>>`
      SELECT count(*) FILTER (WHERE phone = ${phone})::int AS "byPhone", count(*)::int AS "byIp"
      FROM "WalletCodeGuess" WHERE ip = ${ip} AND "createdAt" >= ${new Date(now.getTime() - WALLET_CODE.windowMs)}`;
    if (wrong!.byPhone >= WALLET_CODE.maxWrongPerPhoneAndIp || wrong!.byIp >= WALLET_CODE.maxWrongPerIp) return "tooManyAttempts";
    const spent = await tx.smsVerificationRequest.updateMany({
      where: { phone, codeHash: codeHash(env, phone, code), consumedAt: null, expiresAt: { gt: now } },
      data: { consumedAt: now },
    });
    if (spent.count) return null;
    await tx.walletCodeGuess.create({ data: { phone, ip } });
    const live = await tx.smsVerificationRequest.count({ where: { phone, consumedAt: null, expiresAt: { gt: now } } });
    return live ? "wrong" : "expired";
  });
  if (refused) throw new TRPCError({ code: refused === "tooManyAttempts" ? "TOO_MANY_REQUESTS" : "BAD_REQUEST", message: CODE_MESSAGES[refused] });
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
