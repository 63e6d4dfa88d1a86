// One customer of the shop as the customer panel shows it (company.getCustomer, updateCustomerInfo).
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import { toDateOnly } from "../lib/dates.js";
import { shownPhone } from "./departed.js";

const CUSTOMER_NOT_FOUND = "Ο πελάτης δεν βρέθηκε.";

export function customerNotFound(): TRPCError {
  return new TRPCError({ code: "NOT_FOUND", message: CUSTOMER_NOT_FOUND });
}

export type CustomerDetail = {
  id: string;
  /** null: the person left the shop from the wallet; their details are erased (departed.ts) */
  phone: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** "YYYY-MM-DD" */
  birthday: string | null;
  note: string | null;
  points: number;
  stamps: number;
  oldCustomer: boolean;
  createdAt: string;
  lastVisitAt: string | null;
  /** non-cancelled purchases */
  transactionCount: number;
  stampTransactionCount: number;
  /** The linked app user; the panel falls back to these when the shop has not filled its own. */
  user: { email: string | null; firstName: string | null; lastName: string | null; name: string | null } | null;
};

export async function customerDetail(db: Db, companyId: string, by: { phone: string } | { id: string }): Promise<CustomerDetail> {
  const customer = await db.customer.findFirst({
    where: { companyId, ...by },
    include: {
      user: { select: { email: true, firstName: true, lastName: true, name: true } },
      _count: {
        select: { transactions: { where: { cancelledAt: null } }, stampTransactions: { where: { cancelledAt: null } } },
      },
    },
  });
  if (!customer) throw customerNotFound();
  return {
    id: customer.id,
    phone: shownPhone(customer.phone),
    email: customer.email,
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthday: toDateOnly(customer.birthday),
    note: customer.note,
    points: customer.points,
    stamps: customer.stamps,
    oldCustomer: customer.oldCustomer,
    createdAt: customer.createdAt.toISOString(),
    lastVisitAt: customer.lastVisitAt?.toISOString() ?? null,
    transactionCount: customer._count.transactions,
    stampTransactionCount: customer._count.stampTransactions,
    user: customer.user,
  };
}

/** The id of the shop's customer with this (normalised) phone, or NOT_FOUND. */
export async function customerIdByPhone(db: Db, companyId: string, phone: string): Promise<string> {
  const customer = await db.customer.findUnique({ where: { companyId_phone: { companyId, phone } }, select: { id: true } });
  if (!customer) throw customerNotFound();
  return customer.id;
}
