// A cashier takes back their own sale from the counter's result («Αναίρεση»), for a few minutes after it:
// the same cancellation as the history's (ledger/cancel.ts: the points or stamp back, refused when they are
// spent), limited to the cashier who made the sale and to UNDO_WINDOW_MS. Idempotent: the sale's row is
// locked first, so of a double click or two cashiers at once one cancels and the other finds it done.
import { TRPCError } from "@trpc/server";
import { Prisma } from "../generated/prisma/client.js";
import { UNDO_WINDOW_MS } from "../shared/rules.js";
import { cancelPurchase } from "./cancel.js";
import type { Tx } from "./transaction.js";

const NOT_YOURS_MESSAGE = "Μπορείτε να αναιρέσετε μόνο δικές σας αγορές.";
const TOO_LATE_MESSAGE = "Η αναίρεση γίνεται μόνο τα πρώτα 5 λεπτά μετά την αγορά. Ζητήστε την ακύρωσή της από το «Ιστορικό».";

type Sale = { id: string; employeeId: string | null; createdAt: Date; cancelledAt: Date | null; customerId: string };

/** The sale `id` of this shop (a points or a stamp purchase), locked until the transaction ends; null when there is none. */
async function lockedSale(db: Tx, companyId: string, id: string): Promise<Sale | null> {
  for (const table of ["Transaction", "StampTransaction"] as const) {
    const [row] = await db.$queryRaw<Sale[]>(
      Prisma.sql`SELECT id, "employeeId", "createdAt", "cancelledAt", "customerId" FROM ${Prisma.raw(`"${table}"`)} WHERE id = ${id} AND "companyId" = ${companyId} FOR UPDATE`,
    );
    if (row) return row;
  }
  return null;
}

/** Run it in a ledger transaction (inLedgerTransaction). The answer: when it was cancelled and the balances after. */
export async function undoOwnSale(db: Tx, companyId: string, employeeId: string, id: string) {
  const sale = await lockedSale(db, companyId, id);
  if (!sale) throw new TRPCError({ code: "NOT_FOUND", message: "Η συναλλαγή δεν βρέθηκε." });
  if (sale.employeeId !== employeeId) throw new TRPCError({ code: "FORBIDDEN", message: NOT_YOURS_MESSAGE });
  const cancelledAt = sale.cancelledAt ? sale.cancelledAt.toISOString() : await cancelWithinWindow(db, companyId, sale);
  const balances = await db.customer.findUniqueOrThrow({ where: { id: sale.customerId }, select: { points: true, stamps: true } });
  return { id: sale.id, cancelledAt, customer: balances };
}

async function cancelWithinWindow(db: Tx, companyId: string, sale: Sale): Promise<string> {
  if (Date.now() - sale.createdAt.getTime() > UNDO_WINDOW_MS) throw new TRPCError({ code: "PRECONDITION_FAILED", message: TOO_LATE_MESSAGE });
  return (await cancelPurchase(db, companyId, sale.id)).cancelledAt;
}
