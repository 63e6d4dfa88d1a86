// The short code of a customer's SMS opt-out link (/u/<code>): ten random letters and digits (about 59
// bits, GSM-7 safe), stored on the customer at their first marketing SMS and the same in every later one.
// A stored code rather than a signed token: a signature that cannot be guessed does not fit in ten characters.
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import { pgError } from "../../lib/errors.js";

export const OPT_OUT_CODE_LENGTH = 10;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function newOptOutCode(): string {
  let code = "";
  while (code.length < OPT_OUT_CODE_LENGTH) {
    // 248 = 4 × 62: bytes above it are dropped, so every character is equally likely.
    for (const byte of randomBytes(16)) if (byte < 248 && code.length < OPT_OUT_CODE_LENGTH) code += ALPHABET[byte % 62];
  }
  return code;
}

function isOptOutCode(value: string): boolean {
  return value.length === OPT_OUT_CODE_LENGTH && [...value].every((char) => ALPHABET.includes(char));
}

/** The customer's code, made now if they have none (two senders at once agree on the one stored first). */
export async function ensureOptOutCode(db: Db, customerId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await db.customer.findUnique({ where: { id: customerId }, select: { optOutCode: true } });
    if (!current) throw new Error(`customer ${customerId} not found`);
    if (current.optOutCode) return current.optOutCode;
    try {
      await db.customer.updateMany({ where: { id: customerId, optOutCode: null }, data: { optOutCode: newOptOutCode() } });
    } catch (error) {
      // Another customer has this code already (one chance in 10^17): draw again.
      if (pgError(error).code !== "23505") throw error;
    }
  }
  throw new Error(`no opt-out code for customer ${customerId}`);
}

/** The customer a code was given to. */
export async function customerOfOptOutCode(db: Db, code: string): Promise<string | null> {
  if (!isOptOutCode(code)) return null;
  const customer = await db.customer.findUnique({ where: { optOutCode: code }, select: { id: true } });
  return customer?.id ?? null;
}
