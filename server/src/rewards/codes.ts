// Coupon codes: "P" (points coupon) or "S" (stamp coupon) + 9 characters from an alphabet without
// look-alikes (no 0/O, 1/I), read aloud or typed at the counter. 32^9 ≈ 3.5·10^13 codes per kind.
import { randomInt } from "node:crypto";

export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 9;

export type CouponKind = "points" | "stamps";

export function newCouponCode(kind: CouponKind): string {
  let code = kind === "points" ? "P" : "S";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed: letters and digits, with any spaces and dashes (normaliseCouponCode takes them out). */
export const TYPED_CODE_PATTERN = /^[ -]*[A-Za-z0-9][A-Za-z0-9 -]*$/;

/** What the cashier typed → the stored form: upper case, without spaces and dashes ("p7kq-m2x 9ab" → "P7KQM2X9AB"). */
export function normaliseCouponCode(input: string): string {
  return input.replace(/[\s\-‐-―]/g, "").toUpperCase();
}
