// The shop's customers, searchable and sortable by any listed column, in keyset pages on
// (sort key, id). The sort key travels in the cursor as PostgreSQL text and is cast back to its type,
// so timestamps keep their exact value. Shared by company.getCustomers and the CSV export.
import { Prisma } from "../generated/prisma/client.js";
import type { Db } from "../db/client.js";
import { decodeCursor, encodeCursor, invalidCursor } from "../lib/cursor.js";
import { shownPhone } from "./departed.js";
import { customerSearchSql, FIRST_NAME, LAST_NAME } from "./search.js";

export const CUSTOMER_SORTS = ["lastVisitAt", "points", "stamps", "createdAt", "phone", "name"] as const;
type CustomerSort = (typeof CUSTOMER_SORTS)[number];

// What a cursor's key may look like per type: a forged key must not reach the cast as a 500.
const TIMESTAMP = (value: string) =>
  value === "-infinity" || (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?$/.test(value) && !Number.isNaN(Date.parse(`${value.replace(" ", "T")}Z`)));
const INTEGER = (value: string) => /^-?\d{1,9}$/.test(value);
const ANY = () => true;

// Sort keys are never NULL (a customer who never bought sorts as the oldest visit), so row
// comparisons on (key, id) are exact.
const sortKeys: Record<CustomerSort, { expression: string; type: string; valid: (value: string) => boolean }> = {
  lastVisitAt: { expression: `COALESCE(c."lastVisitAt", '-infinity'::timestamp)`, type: "timestamp", valid: TIMESTAMP },
  points: { expression: `c.points`, type: "integer", valid: INTEGER },
  stamps: { expression: `c.stamps`, type: "integer", valid: INTEGER },
  createdAt: { expression: `c."createdAt"`, type: "timestamp", valid: TIMESTAMP },
  phone: { expression: `c.phone`, type: "text", valid: ANY },
  name: { expression: `lower(concat_ws(' ', ${LAST_NAME}, ${FIRST_NAME}))`, type: "text", valid: ANY },
};

export type CustomerListQuery = {
  /** phone digits (partial) or part of the first/last name, case-insensitive, accents as typed (search.ts) */
  text?: string;
  sort?: CustomerSort;
  order?: "asc" | "desc";
  cursor?: string | null;
  limit: number;
  withCount?: boolean;
};

type CustomerListRow = {
  id: string;
  /** null: the person left the shop (departed.ts) */
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  points: number;
  stamps: number;
  lastVisitAt: string | null;
  createdAt: string;
};

export type CustomerPage = { count: number; body: CustomerListRow[]; nextCursor: string | null };

export async function listCustomers(db: Db, companyId: string, query: CustomerListQuery): Promise<CustomerPage> {
  const sort = sortKeys[query.sort ?? "lastVisitAt"];
  const order = query.order ?? "desc";
  const key = Prisma.raw(sort.expression);
  const direction = Prisma.raw(order === "asc" ? "ASC" : "DESC");
  const matched = customerSearchSql(query.text);
  const search = matched ? Prisma.sql`AND ${matched}` : Prisma.empty;
  let after: Prisma.Sql = Prisma.empty;
  if (query.cursor) {
    const [value, id] = decodeCursor(query.cursor, 2).map(String);
    if (!sort.valid(value)) throw invalidCursor();
    const comparison = Prisma.raw(order === "asc" ? ">" : "<");
    after = Prisma.sql`AND (${key}, c.id) ${comparison} (CAST(${value} AS ${Prisma.raw(sort.type)}), ${id})`;
  }
  const from = Prisma.sql`FROM "Customer" AS c LEFT JOIN "User" AS u ON u.id = c."userId" WHERE c."companyId" = ${companyId} ${search}`;
  const [rows, counted] = await Promise.all([
    db.$queryRaw<Array<CustomerListRowRaw>>`
      SELECT c.id, c.phone, ${Prisma.raw(FIRST_NAME)} AS "firstName", ${Prisma.raw(LAST_NAME)} AS "lastName",
             c.points, c.stamps, c."lastVisitAt", c."createdAt", (${key})::text AS "sortKey"
      ${from} ${after}
      ORDER BY ${key} ${direction}, c.id ${direction}
      LIMIT ${query.limit + 1}`,
    query.withCount === false ? Promise.resolve([{ count: 0n }]) : db.$queryRaw<Array<{ count: bigint }>>`SELECT count(*) AS count ${from}`,
  ]);
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    count: Number(counted[0].count),
    body: page.map(({ sortKey: _sortKey, lastVisitAt, createdAt, phone, ...row }) => ({
      ...row,
      phone: shownPhone(phone),
      lastVisitAt: lastVisitAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
    })),
    nextCursor: more ? encodeCursor([last.sortKey, last.id]) : null,
  };
}

type CustomerListRowRaw = Omit<CustomerListRow, "phone" | "lastVisitAt" | "createdAt"> & {
  phone: string;
  lastVisitAt: Date | null;
  createdAt: Date;
  sortKey: string;
};
