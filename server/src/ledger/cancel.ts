// Cancelling a purchase (points or stamps) within the cancel window. The ledger trigger takes the
// points/stamps back and refuses (23514) when the customer has already spent them.
import { TRPCError } from "@trpc/server";
import { pgError } from "../lib/errors.js";
import { CANCEL_WINDOW_MS } from "../shared/rules.js";
import type { Tx } from "./transaction.js";

/** Refusal after the window: a transaction can be cancelled while it is 7 days old or less (CANCEL_WINDOW_DAYS). */
export const CANCEL_WINDOW_MESSAGE = "Δεν μπορείτε να διαγράψετε συναλλαγές μετά την 7η ημέρα";
const ALREADY_CANCELLED_MESSAGE = "Η συναλλαγή έχει ήδη ακυρωθεί.";
const POINTS_SPENT_MESSAGE = "Η συναλλαγή δεν μπορεί να ακυρωθεί: ο πελάτης έχει ήδη χρησιμοποιήσει αυτούς τους πόντους.";
const STAMPS_SPENT_MESSAGE = "Η συναλλαγή δεν μπορεί να ακυρωθεί: ο πελάτης έχει ήδη χρησιμοποιήσει αυτές τις στάμπες.";

/** `id` is a Transaction or a StampTransaction of this shop. Run it in a transaction (inLedgerTransaction, or the
 *  API's, which also records its Idempotency-Key): a purchase and the stamp it gave are cancelled together. */
export async function cancelPurchase(db: Tx, companyId: string, id: string): Promise<{ id: string; cancelledAt: string }> {
  const cancelledAt = new Date();
  // One conditional UPDATE: this shop's row, not yet cancelled, inside the window. Nothing else changes
  // when it matches nothing or the trigger refuses it.
  const open = { id, companyId, cancelledAt: null, createdAt: { gte: new Date(cancelledAt.getTime() - CANCEL_WINDOW_MS) } };
  const data = { cancelledAt };
  const purchase = (await whenBalanceAllows(db.transaction.updateMany({ where: open, data }), POINTS_SPENT_MESSAGE)).count === 1;
  // The stamp a purchase gave (it reached the stamp price) goes with it, in the same transaction.
  if (purchase) await whenBalanceAllows(db.stampTransaction.updateMany({ where: { purchaseId: id, cancelledAt: null }, data }), STAMPS_SPENT_MESSAGE);
  const done = purchase || (await whenBalanceAllows(db.stampTransaction.updateMany({ where: open, data }), STAMPS_SPENT_MESSAGE)).count === 1;
  if (done) return { id, cancelledAt: cancelledAt.toISOString() };

  const row =
    (await db.transaction.findFirst({ where: { id, companyId }, select: { cancelledAt: true } })) ??
    (await db.stampTransaction.findFirst({ where: { id, companyId }, select: { cancelledAt: true } }));
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: "Η συναλλαγή δεν βρέθηκε." });
  if (row.cancelledAt) throw new TRPCError({ code: "CONFLICT", message: ALREADY_CANCELLED_MESSAGE });
  throw new TRPCError({ code: "PRECONDITION_FAILED", message: CANCEL_WINDOW_MESSAGE });
}

/** The only 23514 a cancellation can meet is the balance going negative (the driver adapter drops the constraint name). */
async function whenBalanceAllows<T>(update: Promise<T>, message: string): Promise<T> {
  try {
    return await update;
  } catch (error) {
    if (pgError(error).code === "23514") throw new TRPCError({ code: "CONFLICT", message, cause: error });
    throw error;
  }
}
