// The shop's coupons, newest first, in keyset pages on (createdAt, code). Shared by coupon.get /
// coupon.stampsGet and the CSV export (which walks all pages).
import type { Db } from "../db/client.js";
import { decodeCursor, encodeCursor, invalidCursor } from "../lib/cursor.js";
import { ledgerTotal } from "../ledger/counts.js";
import { shownPhone, stillCustomer } from "../customers/departed.js";
import { customerSearchSql, looksLikePhone, matchingCustomerIds, phoneDigits } from "../customers/search.js";
import { normaliseCouponCode, type CouponKind } from "./codes.js";

export type CouponFilter = {
  /** A code ("P7K…", "S…": prefix match), or the customer's phone or name as the purchase history
   *  searches them (customers/search.ts). */
  text?: string;
  customerId?: string;
  unusedOnly?: boolean;
};

export type CouponRow = {
  code: string;
  title: string;
  points: number;
  /** cents as a string; points coupons only */
  amount?: string;
  createdAt: string;
  usedAt: string | null;
  validUntil: string | null;
  cancelledAt: string | null;
  /** a hidden reward's free coupon */
  hidden: boolean;
  /** who created it at the counter (name or e-mail); null: a gift of the system or the API */
  createdBy: string | null;
  /** phone null: the person left the shop (customers/departed.ts) */
  customer: { id: string; phone: string | null; firstName: string | null; lastName: string | null };
};

export type CouponPage = { count: number; body: CouponRow[]; nextCursor: string | null };

/** Above this many customers found, the search reads their phone and names through the relation instead of an id list. */
const MAX_CUSTOMER_IDS = 1000;

async function whereFor(db: Db, companyId: string, filter: CouponFilter) {
  return {
    AND: [
      { customer: { is: { companyId, ...(filter.customerId ? { id: filter.customerId } : {}) } } },
      await searchFor(db, companyId, filter.text?.trim() ?? ""),
      filter.unusedOnly ? { usedAt: null, cancelledAt: null } : {},
    ],
  };
}

async function searchFor(db: Db, companyId: string, text: string) {
  const search = customerSearchSql(text);
  if (!search) return {};
  const code = normaliseCouponCode(text);
  const byCode = /^[PS]/.test(code) ? [{ code: { startsWith: code } }] : [];
  const ids = await matchingCustomerIds(db, companyId, search, MAX_CUSTOMER_IDS);
  return { OR: [...byCode, ids ? { customerId: { in: ids } } : { customer: { is: broadSearch(text) } }] };
}

/**
 * The search of customers/search.ts as a Prisma filter, for a text so broad that more than
 * MAX_CUSTOMER_IDS customers match (a letter or two): the phone, or the shop's or the app user's first or last name.
 */
function broadSearch(text: string) {
  const contains = { contains: text, mode: "insensitive" as const };
  const digits = looksLikePhone(text) ? phoneDigits(text) : "";
  return {
    OR: [
      ...(digits ? [{ AND: [{ phone: { contains: digits } }, stillCustomer] }] : []),
      { firstName: contains },
      { lastName: contains },
      { user: { is: { OR: [{ firstName: contains }, { lastName: contains }] } } },
    ],
  };
}

const select = {
  code: true,
  title: true,
  points: true,
  createdAt: true,
  usedAt: true,
  validUntil: true,
  cancelledAt: true,
  employeeId: true,
  reward: { select: { hidden: true } },
  customer: { select: { id: true, phone: true, firstName: true, lastName: true, user: { select: { firstName: true, lastName: true } } } },
} as const;

export async function listCoupons(
  db: Db,
  companyId: string,
  kind: CouponKind,
  filter: CouponFilter,
  page: { cursor?: string | null; limit: number; withCount?: boolean },
): Promise<CouponPage> {
  const where = await whereFor(db, companyId, filter);
  const after = page.cursor ? afterKey(page.cursor) : null;
  const pageWhere = after
    ? { AND: [...where.AND, { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, code: { lt: after.code } }] }] }
    : where;
  const orderBy = [{ createdAt: "desc" as const }, { code: "desc" as const }];
  const take = page.limit + 1;
  const withCount = page.withCount ?? true;
  const unfiltered = !filter.customerId && !filter.text?.trim() && !filter.unusedOnly;
  const total = (count: () => Promise<number>) =>
    !withCount ? 0 : unfiltered ? ledgerTotal(db, companyId, kind === "points" ? "coupons" : "stamps-coupons") : count();
  const [rows, count] =
    kind === "points"
      ? await Promise.all([
          db.coupon.findMany({ where: pageWhere, orderBy, take, select: { ...select, amount: true } }),
          total(() => db.coupon.count({ where })),
        ])
      : await Promise.all([db.stampCoupon.findMany({ where: pageWhere, orderBy, take, select }), total(() => db.stampCoupon.count({ where }))]);
  const more = rows.length > page.limit;
  const creators = await creatorNames(
    db,
    companyId,
    rows.map((row) => row.employeeId),
  );
  const body = rows.slice(0, page.limit).map((row) => {
    const { customer, createdAt, usedAt, validUntil, cancelledAt, employeeId, reward, ...coupon } = row;
    return {
      ...coupon,
      cancelledAt: cancelledAt?.toISOString() ?? null,
      hidden: reward?.hidden ?? false,
      createdBy: employeeId ? (creators.get(employeeId) ?? null) : null,
      ...("amount" in row ? { amount: String(row.amount) } : {}),
      createdAt: createdAt.toISOString(),
      usedAt: usedAt?.toISOString() ?? null,
      validUntil: validUntil?.toISOString() ?? null,
      customer: {
        id: customer.id,
        phone: shownPhone(customer.phone),
        firstName: customer.firstName ?? customer.user?.firstName ?? null,
        lastName: customer.lastName ?? customer.user?.lastName ?? null,
      },
    };
  });
  const last = rows[page.limit - 1];
  return { count, body, nextCursor: more ? encodeCursor([last.createdAt.toISOString(), last.code]) : null };
}

/** The shop's employees of these ids, by name (or e-mail when they have none). */
async function creatorNames(db: Db, companyId: string, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const employees = await db.employee.findMany({
    where: { id: { in: wanted }, companyId },
    select: { id: true, user: { select: { name: true, email: true } } },
  });
  return new Map(employees.map((employee) => [employee.id, employee.user.name ?? employee.user.email ?? ""]));
}

function afterKey(cursor: string): { createdAt: Date; code: string } {
  const [createdAt, code] = decodeCursor(cursor, 2);
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) throw invalidCursor();
  return { createdAt: date, code: String(code) };
}
