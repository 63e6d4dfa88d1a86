// The one customer search of the admin's lists (the customers, the purchase history, the coupons): part of
// the phone when the text looks like a phone, part of the first or last name (or both, in either order)
// otherwise. Names fall back to the linked app user's, as the customer panel shows them. A departed
// customer's placeholder phone never matches.
import { Prisma } from "../generated/prisma/client.js";
import { queryRows, type SqlClient } from "../db/sql.js";
import { STILL_CUSTOMER } from "./departed.js";

/** The customer `c` and its app user `u` (LEFT JOIN "User" u ON u.id = c."userId"): their names as shown. */
export const FIRST_NAME = `COALESCE(c."firstName", u."firstName")`;
export const LAST_NAME = `COALESCE(c."lastName", u."lastName")`;

/** The digits typed in a phone search ("0030 691..." is read as "30691..."); "" when none. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, "").replace(/^00/, "");
}

/** Whether the text is a phone being typed (digits, spaces, "+", brackets, dots, dashes) rather than a name. */
export function looksLikePhone(text: string): boolean {
  return /^[\d\s+().-]+$/.test(text.trim());
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The search as a condition on `c` and `u`; null for an empty text (everything matches). */
export function customerSearchSql(text: string | undefined): Prisma.Sql | null {
  const trimmed = text?.trim() ?? "";
  if (!trimmed) return null;
  const pattern = `%${escapeLike(trimmed)}%`;
  // Phone digits only when the text looks like a phone; "Μαρία 2" is a name search.
  const digits = looksLikePhone(trimmed) ? phoneDigits(trimmed) : "";
  const byPhone = digits ? Prisma.sql`(c.phone LIKE ${`%${digits}%`} AND ${STILL_CUSTOMER}) OR` : Prisma.empty;
  return Prisma.sql`(${byPhone}
    ${Prisma.raw(FIRST_NAME)} ILIKE ${pattern} OR ${Prisma.raw(LAST_NAME)} ILIKE ${pattern}
    OR concat_ws(' ', ${Prisma.raw(FIRST_NAME)}, ${Prisma.raw(LAST_NAME)}) ILIKE ${pattern}
    OR concat_ws(' ', ${Prisma.raw(LAST_NAME)}, ${Prisma.raw(FIRST_NAME)}) ILIKE ${pattern})`;
}

/** The shop's customers the search finds, as a subquery of ids. */
export function matchingCustomersSql(companyId: string, search: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`SELECT c.id FROM "Customer" c LEFT JOIN "User" u ON u.id = c."userId" WHERE c."companyId" = ${companyId} AND ${search}`;
}

/**
 * The ids of the shop's customers the search finds, or null when more than `cap` match (a list then
 * filters by the subquery instead of an id list). Raw: this runs on every pause in the typing.
 */
export async function matchingCustomerIds(client: SqlClient, companyId: string, search: Prisma.Sql, cap: number): Promise<string[] | null> {
  const rows = await queryRows<{ id: string }>(client, Prisma.sql`${matchingCustomersSql(companyId, search)} LIMIT ${cap + 1}`);
  return rows.length > cap ? null : rows.map((row) => row.id);
}
