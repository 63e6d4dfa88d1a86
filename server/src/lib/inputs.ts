// Zod fields shared by procedures (and the CSV route) so every input is read the same way.
import { z } from "zod";
import { INVALID_PHONE_MESSAGE, normalisePhone } from "../shared/phone.js";
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


/** Cents sent as a string ("1250") → a number within 0..MAX_AMOUNT_CENTS (above 0 unless allowZero). */
export function centsInput({ allowZero = false } = {}) {
  return z.string().transform((value, ctx) => {
    const cents = /^\d{1,12}$/.test(value.trim()) ? Number(value.trim()) : NaN;
    if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS || (!allowZero && cents === 0)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Μη έγκυρο ποσό." });
      return z.NEVER;
    }
    return cents;
  });
}

export const idInput = z.string().trim().min(1).max(64);
