// E-mail + password sign-in (argon2id hashes in Account.password, provider "credentials").
import { randomUUID } from "node:crypto";
import Credentials from "@auth/core/providers/credentials";
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";
import { hashPassword, verifyPassword } from "./password.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";
import { alertIfGuessed, CLIENT_IP_HEADER, countDeviceFailure, DEVICE_HEADER, HASH_SLOT_HEADER, normaliseEmail, recordAttempt } from "./throttle.js";

type Client = Db | Prisma.TransactionClient;

export const CREDENTIALS_PROVIDER = "credentials";
export const MIN_PASSWORD_LENGTH = 10;
/** Longer inputs are refused without hashing them (argon2 time grows with the input). */
export const MAX_PASSWORD_LENGTH = 200;

export async function readPasswordHash(db: Client, userId: string): Promise<string | null> {
  const account = await db.account.findFirst({ where: { userId, provider: CREDENTIALS_PROVIDER }, select: { password: true } });
  return account?.password ?? null;
}

/** Sets (or first creates) the user's credentials account with an already hashed password. */
export async function storePasswordHash(db: Client, userId: string, passwordHash: string): Promise<void> {
  const account = await db.account.findFirst({ where: { userId, provider: CREDENTIALS_PROVIDER }, select: { id: true } });
  if (account) await db.account.update({ where: { id: account.id }, data: { password: passwordHash } });
  else {
    await db.account.create({
      data: { userId, type: "credentials", provider: CREDENTIALS_PROVIDER, providerAccountId: userId, password: passwordHash },
    });
  }
}

export function credentialsProvider(deps: { db: Db; log: Logger; mailer: Mailer }) {
  const { db } = deps;
  // Unknown e-mails are checked against this hash too, so that they take as long as a wrong password.
  const dummyHash = hashPassword(randomUUID());
  return Credentials({
    id: CREDENTIALS_PROVIDER,
    name: "E-mail και κωδικός",
    credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Κωδικός", type: "password" } },
    // Unknown e-mail and wrong password take the same path to the same answer (CredentialsSignin).
    async authorize(credentials, request) {
      const email = normaliseEmail(credentials.email);
      const password = typeof credentials.password === "string" ? credentials.password : "";
      const plausible = email !== "" && password !== "" && password.length <= MAX_PASSWORD_LENGTH;
      const user = plausible
        ? await db.user.findFirst({
            where: { email, deletedAt: null },
            select: { id: true, email: true, name: true, accounts: { where: { provider: CREDENTIALS_PROVIDER }, select: { password: true }, take: 1 } },
          })
        : null;
      const hash = user?.accounts[0]?.password;
      // The hash slot the throttle reserved for this sign-in (throttle.ts reserveHashSlot).
      const slot = request.headers.get(HASH_SLOT_HEADER);
      const valid = hash ? await verifyPassword(hash, password, slot) : (await verifyPassword(await dummyHash, password, slot)) && false;
      await recordAttempt(db, { email, ip: request.headers.get(CLIENT_IP_HEADER) ?? "", success: valid });
      if (!valid) countDeviceFailure(request.headers.get(DEVICE_HEADER));
      if (user && !valid) await alertIfGuessed(deps, user.id, email);
      return valid && user ? { id: user.id, email: user.email, name: user.name } : null;
    },
  });
}
