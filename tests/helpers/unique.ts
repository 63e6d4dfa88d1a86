// Values no other test uses, so test files running side by side on one database never meet.
import { randomInt, randomUUID } from "node:crypto";

export const unique = () => randomUUID().slice(0, 8);
export const uniqueEmail = (label: string) => `${label}-${unique()}@example.com`;
/** A client address of its own (test servers trust X-Forwarded-For from loopback), so per-address limits stay per test. */
export const uniqueIp = () => `10.${randomInt(0, 250)}.${randomInt(0, 250)}.${randomInt(1, 251)}`;

/** A valid Greek mobile no test has used yet (E.164). */
export function newPhone(): string {
  return `+3069${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** The digits a cashier types for a Greek number: +306912345678 → 6912345678. */
export function nationalNumber(phone: string): string {
  if (!phone.startsWith("+30")) throw new Error(`not a Greek number: ${phone}`);
  return phone.slice(3);
}

let codes = 0;
/** A coupon code of the shape the server makes, unique to this run. */
export function couponCode(): string {
  return `T${Date.now().toString(36).toUpperCase()}${(codes++).toString(36).toUpperCase()}${randomInt(0, 1_000_000)}`;
}
