// A customer who left the shop from the wallet keeps their row, so that the shop's ledger, totals and
// analytics stay whole, but the person's details are erased and the phone becomes a placeholder (the
// phone is unique per shop: the same person at the counter later starts a new customer). The placeholder
// is the row's own business: every answer gives such a customer's phone as null, never the placeholder.
import { Prisma } from "../generated/prisma/client.js";

const PLACEHOLDER_PREFIX = "left:";

/** The phone a departed customer's row keeps. */
export function departedPhone(customerId: string): string {
  return `${PLACEHOLDER_PREFIX}${customerId}`;
}

/** A customer's phone as answers give it: null once the person left the shop. */
export function shownPhone(phone: string): string | null {
  return phone.startsWith(PLACEHOLDER_PREFIX) ? null : phone;
}

/** SQL: the customer `c` is still the shop's (not departed); a phone search must not match a placeholder's id. */
export const STILL_CUSTOMER = Prisma.sql`c.phone NOT LIKE ${`${PLACEHOLDER_PREFIX}%`}`;

/** The Prisma filter of STILL_CUSTOMER, on a customer relation. */
export const stillCustomer = { phone: { not: { startsWith: PLACEHOLDER_PREFIX } } } as const;
