// Zod fields shared by procedures (and the CSV route) so every input is read the same way.
import { z } from "zod";
import { GREEK_PHONE_PATTERN, INVALID_PHONE_MESSAGE, normalisePhone } from "../shared/phone.js";
import { MAX_AMOUNT_CENTS } from "../shared/rules.js";

/** A Greek phone in any usual format → E.164; invalid → a field error with INVALID_PHONE_MESSAGE. */
export const phoneInput = z.string().transform((value, ctx) => {
  const phone = normalisePhone(value);
  if (!phone) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: INVALID_PHONE_MESSAGE });
    return z.NEVER;
  }
  return phone;
});

/**
 * A Greek mobile or landline as a shop's system sends it (digits, an optional +30 or 0030, single spaces
 * or dashes between), → E.164. Its pattern is the whole rule: a number it matches is a valid Greek
 * number (checked in tests/unit/phone.test.ts), so a client that follows the pattern is never refused.
 */
export const greekPhoneInput = z.string().regex(GREEK_PHONE_PATTERN, INVALID_PHONE_MESSAGE).pipe(phoneInput);

if (!/^10+$/.test(String(MAX_AMOUNT_CENTS))) throw new Error("MAX_AMOUNT_CENTS must be a power of ten: the amount's pattern is built on it");

/** Whole cents without leading zeros, 1 (0 with allowZero) to MAX_AMOUNT_CENTS: the amount's whole rule, as a pattern. */
function centsPattern({ allowZero = false } = {}): RegExp {
  const digits = String(MAX_AMOUNT_CENTS).length;
  return new RegExp(`^(?:${allowZero ? "0|" : ""}[1-9]\\d{0,${digits - 2}}|${MAX_AMOUNT_CENTS})$`);
}

/** Cents sent as a string ("1250") → a number within 0..MAX_AMOUNT_CENTS (above 0 unless allowZero). */
export function centsInput({ allowZero = false } = {}) {
  return z.string().regex(centsPattern({ allowZero }), "Μη έγκυρο ποσό.").transform(Number);
}

export const idInput = z.string().trim().min(1).max(64);
