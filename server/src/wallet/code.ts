// Sign-in to the wallet by SMS code. A 6-digit code goes by SMS (the configured provider, else the
// development outbox) to a mobile of an allowed country (codeRecipient.ts); only its HMAC is stored, with
// an expiry and the hash of the device id of the browser that asked for it (device.ts). A code signs in
// only that browser: it is checked only against the codes that browser asked for, and a wrong code counts
// only against those (five wrong and a code is void). So nobody else can use, guess at or spoil a
// customer's code, and every guess is against a code the guesser had sent to the phone, which the limits
// on sending bound: per phone and client address, per address, and platform-wide per hour
// (SMS_CODES_PER_HOUR, the platform admin mailed once an hour when it is reached). Every code holds until
// it expires, is used once or is void, whatever else is asked for; two codes one browser asked for both
// work. Wrong codes are also capped per address across phones.
import { createHmac, randomInt } from "node:crypto";
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { JobContext } from "../jobs/types.js";
import { createSmsTransport } from "../channels/sms/transport.js";
import { codeRecipientProblem } from "./codeRecipient.js";
import { deviceHash } from "./device.js";
import { formatGreekDateTime } from "../lib/dates.js";

export const WALLET_CODE = {
  digits: 6,
  ttlMs: 10 * 60_000,
  windowMs: 60 * 60_000,
  /** Codes sent in the window to one phone from one client address, and to any phones from one address. */
  maxPerPhoneAndIp: 5,
  maxPerIp: 30,
  /** Wrong codes a code survives (each counting against every live code of its browser for the phone). */
  maxWrongPerCode: 5,
  /** Wrong codes tried in the window from one address, for any phones. */
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
/** Who asks: the client address, and the device id of the browser (device.ts; null when it sent none). */
export type CodeClient<Device = string> = { ip: string; device: Device };

function codeHash(env: Pick<Env, "AUTH_SECRET">, phone: string, code: string): string {
  return createHmac("sha256", env.AUTH_SECRET).update(`wallet-code:${phone}:${code}`).digest("hex");
}

/**
 * Code requests and tries take turns on one lock, so counts and the rows they count cannot race past a
 * limit (two processes included). Each turn is a count and an insert: sign-ins are a few a second at most.
 */
const takeTurn = (tx: Pick<Db, "$executeRaw">) => tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('wallet-sign-in-codes'))`;

export async function sendSignInCode(services: CodeServices, phone: string, { ip, device }: CodeClient): Promise<void> {
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
    await tx.smsVerificationRequest.create({
      data: { phone, ip, deviceHash: deviceHash(device), codeHash: codeHash(env, phone, code), expiresAt: new Date(now + WALLET_CODE.ttlMs) },
    });
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
  const hour = formatGreekDateTime(hourStart);
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
 * Checks the code against the live codes the browser asked for, for the phone (each valid until it
 * expires, is used once, or is void after WALLET_CODE.maxWrongPerCode wrong codes). A wrong code counts
 * against each of them, so more codes are no more guesses; and per address. Another browser's code is
 * just a wrong code (a browser without codes is told to ask for one): the answer never tells that a code
 * is live elsewhere. Codes are found by their HMAC: without the key a lookup's timing tells nothing.
 */
export async function verifySignInCode(
  db: Db,
  env: Pick<Env, "AUTH_SECRET">,
  phone: string,
  code: string,
  { ip, device }: CodeClient<string | null>,
): Promise<void> {
  const refused = await db.$transaction(async (tx) => {
    await takeTurn(tx);
    const now = new Date();
    const [wrong] = await tx.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM "WalletCodeGuess" WHERE ip = ${ip} AND "createdAt" >= ${new Date(now.getTime() - WALLET_CODE.windowMs)}`;
    if (wrong!.count >= WALLET_CODE.maxWrongPerIp) return "tooManyAttempts";
    const live = device && { phone, deviceHash: deviceHash(device), consumedAt: null, expiresAt: { gt: now }, attempts: { lt: WALLET_CODE.maxWrongPerCode } };
    if (live) {
      const spent = await tx.smsVerificationRequest.updateMany({ where: { ...live, codeHash: codeHash(env, phone, code) }, data: { consumedAt: now } });
      if (spent.count) return null;
    }
    await tx.walletCodeGuess.create({ data: { phone, ip } });
    if (!live) return "expired";
    await tx.smsVerificationRequest.updateMany({ where: live, data: { attempts: { increment: 1 } } });
    return (await tx.smsVerificationRequest.count({ where: live })) ? "wrong" : "expired";
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
