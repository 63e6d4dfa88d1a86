// Purchase history (points and stamps), newest first, with keyset pagination on (createdAt, id): a page
// costs the same at the start and deep in the list, and pages never overlap or skip when rows are added.
import { decodeCursor as decodeKey, encodeCursor as encodeKey } from "../lib/cursor.js";
import { ledgerTotal } from "./counts.js";
import { Prisma } from "../generated/prisma/client.js";
import { queryRows, type SqlClient } from "../db/sql.js";
import { shownPhone } from "../customers/departed.js";
import { customerSearchSql, FIRST_NAME, LAST_NAME, matchingCustomerIds, matchingCustomersSql } from "../customers/search.js";

export type HistoryFilter = { text?: string; customerId?: string };
export type Cursor = { createdAt: Date; id: string };
type Page<Row> = { rows: Row[]; next: Cursor | null };

/** Rows of this shop matching the filter, for both ledger tables: one customer, a list of them, or a customer search (search.ts). */
export type HistoryWhere = { companyId: string; customerId?: string | { in: string[] }; customers?: Prisma.Sql };

/** Above this many matching customers the search becomes a subquery instead of an id list. */
const MAX_CUSTOMER_IDS = 1000;

function encodeCursor(row: Cursor): string {
  return encodeKey([row.createdAt.toISOString(), row.id]);
}

/** Throws BAD_REQUEST (lib/cursor.ts) when the text is not a cursor this server made. */
export function decodeCursor(text: string): Cursor {
  const [iso, id] = decodeKey(text, 2).map(String);
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime())) throw new Error("invalid cursor date");
  return { createdAt, id };
}

/** The search (a phone or a name: customers/search.ts) finds customers first: their ids are few, and a list of ids walks the ledger's index. */
export async function historyWhere(client: SqlClient, companyId: string, filter: HistoryFilter): Promise<HistoryWhere> {
  const where: HistoryWhere = { companyId };
  if (filter.customerId) where.customerId = filter.customerId;
  const search = customerSearchSql(filter.text);
  if (!search) return where;
  const scoped = filter.customerId ? Prisma.sql`${search} AND c.id = ${filter.customerId}` : search;
  const ids = await matchingCustomerIds(client, companyId, scoped, MAX_CUSTOMER_IDS);
  if (ids === null) return { ...where, customers: matchingCustomersSql(companyId, scoped) };
  return { companyId, customerId: { in: ids } };
}

type ListedRow = {
  id: string;
  amount: number;
  createdAt: Date;
  cancelledAt: Date | null;
  storeId: string | null;
  store: { id: string; name: string } | null;
  /** phone null: the person left the shop (customers/departed.ts) */
  customer: { id: string; phone: string | null; firstName: string | null; lastName: string | null; user: { name: string | null } | null };
  tags: Array<{ tag: { id: string; label: string } }>;
};

type RawRow = Omit<ListedRow, "store" | "customer" | "tags"> & {
  storeName: string | null;
  customerId: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  userId: string | null;
  userName: string | null;
  tags: Array<{ id: string; label: string }>;
  pointsMult?: number;
  points?: number;
  stampGiven?: boolean;
};

/** The filter of historyWhere as SQL on the ledger table `t` joined to its customer `c`. */
function filterSql(where: HistoryWhere) {
  const parts = [Prisma.sql`t."companyId" = ${where.companyId}`];
  if (typeof where.customerId === "string") parts.push(Prisma.sql`t."customerId" = ${where.customerId}`);
  else if (where.customerId) parts.push(Prisma.sql`t."customerId" = ANY(${where.customerId.in})`);
  if (where.customers) parts.push(Prisma.sql`t."customerId" IN (${where.customers})`);
  return Prisma.join(parts, " AND ");
}

/** The number of rows of one ledger table matching the filter (filtered lists; the whole list uses ledgerTotal). */
async function ledgerRows(client: SqlClient, table: "Transaction" | "StampTransaction", where: HistoryWhere): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    client,
    Prisma.sql`SELECT count(*)::int AS count FROM ${Prisma.raw(`"${table}"`)} t WHERE ${filterSql(where)}`,
  );
  return row.count;
}

/**
 * A page of one ledger table, newest first, with its customer, store and tags, in ONE raw query: this
 * runs on every history screen and Prisma's relation query cost several times the SQL's time. The row
 * comparison (createdAt, id) < (…) walks the (companyId, createdAt, id) index from the cursor on; the
 * cursor's instant is turned into the UTC timestamp Prisma stores, whatever the session's time zone.
 */
async function ledgerPage(client: SqlClient, table: "Transaction" | "StampTransaction", where: HistoryWhere, cursor: Cursor | null, limit: number) {
  const points = table === "Transaction";
  const tagTable = Prisma.raw(points ? `"TagOnTransaction"` : `"TagOnStampTransaction"`);
  const rows = await queryRows<RawRow>(
    client,
    Prisma.sql`
    SELECT t.id, t.amount, t."createdAt", t."cancelledAt", t."storeId", s.name AS "storeName",
           ${points ? Prisma.sql`t."pointsMult", t.points, EXISTS (SELECT 1 FROM "StampTransaction" g WHERE g."purchaseId" = t.id AND g."cancelledAt" IS NULL) AS "stampGiven",` : Prisma.empty}
           c.id AS "customerId", c.phone, ${Prisma.raw(FIRST_NAME)} AS "firstName", ${Prisma.raw(LAST_NAME)} AS "lastName", c."userId", u.name AS "userName",
           COALESCE((SELECT json_agg(json_build_object('id', g.id, 'label', g.label) ORDER BY x."createdAt")
                     FROM ${tagTable} x JOIN "TransactionTag" g ON g.id = x."tagId" WHERE x."transactionId" = t.id), '[]'::json) AS tags
    FROM ${Prisma.raw(`"${table}"`)} t
    JOIN "Customer" c ON c.id = t."customerId"
    LEFT JOIN "User" u ON u.id = c."userId"
    LEFT JOIN "Store" s ON s.id = t."storeId"
    WHERE ${filterSql(where)} ${cursor ? Prisma.sql`AND (t."createdAt", t.id) < ((${cursor.createdAt.toISOString()}::timestamptz AT TIME ZONE 'UTC'), ${cursor.id})` : Prisma.empty}
    ORDER BY t."createdAt" DESC, t.id DESC
    LIMIT ${limit + 1}`,
  );
  return toPage(rows.map(toListed), limit);
}

function toListed({ storeName, customerId, phone, firstName, lastName, userId, userName, tags, ...row }: RawRow) {
  return {
    ...row,
    store: row.storeId ? { id: row.storeId, name: storeName ?? "" } : null,
    customer: { id: customerId, phone: shownPhone(phone), firstName, lastName, user: userId ? { name: userName } : null },
    tags: tags.map((tag) => ({ tag })),
  };
}

function toPage<Row extends Cursor>(rows: Row[], limit: number): Page<Row> {
  const more = rows.length > limit;
  const page = more ? rows.slice(0, limit) : rows;
  return { rows: page, next: more ? page[page.length - 1] : null };
}

/** A page of purchases as stored (cents, Dates); `next` is where the following page starts. */
export async function purchasesPage(client: SqlClient, where: HistoryWhere, cursor: Cursor | null, limit: number) {
  const page = await ledgerPage(client, "Transaction", where, cursor, limit);
  // stampGiven: the purchase also gave a stamp, still standing; cancelling the purchase takes it back too (ledger/cancel.ts).
  return page as Page<ListedRow & { pointsMult: number; points: number; stampGiven: boolean }>;
}

export async function stampPurchasesPage(client: SqlClient, where: HistoryWhere, cursor: Cursor | null, limit: number) {
  return (await ledgerPage(client, "StampTransaction", where, cursor, limit)) as Page<ListedRow>;
}

/** The API's form of a row: cents as a string, dates as ISO strings. */
function forApi<Row extends { amount: number; createdAt: Date; cancelledAt: Date | null }>(row: Row) {
  return { ...row, amount: String(row.amount), createdAt: row.createdAt.toISOString(), cancelledAt: row.cancelledAt?.toISOString() ?? null };
}

const isUnfiltered = (filter: HistoryFilter) => !filter.customerId && !filter.text?.trim();

export type HistoryQuery = { filter: HistoryFilter; cursor: Cursor | null; limit: number };

/** transaction.get: one page and the number of matching rows. */
export async function listPurchases(client: SqlClient, companyId: string, query: HistoryQuery) {
  const where = await historyWhere(client, companyId, query.filter);
  const count = isUnfiltered(query.filter) ? ledgerTotal(client, companyId, "transactions") : ledgerRows(client, "Transaction", where);
  const [total, page] = await Promise.all([count, purchasesPage(client, where, query.cursor, query.limit)]);
  return { count: total, body: page.rows.map(forApi), nextCursor: page.next && encodeCursor(page.next) };
}

/** transaction.stampsGet: one page and the number of matching rows. */
export async function listStampPurchases(client: SqlClient, companyId: string, query: HistoryQuery) {
  const where = await historyWhere(client, companyId, query.filter);
  const count = isUnfiltered(query.filter) ? ledgerTotal(client, companyId, "stamps-transactions") : ledgerRows(client, "StampTransaction", where);
  const [total, page] = await Promise.all([count, stampPurchasesPage(client, where, query.cursor, query.limit)]);
  return { count: total, body: page.rows.map(forApi), nextCursor: page.next && encodeCursor(page.next) };
}
