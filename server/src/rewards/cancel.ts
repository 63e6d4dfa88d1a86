// Cancelling a coupon created by mistake: only while unredeemed and within the cancel window (the same 7
// days as purchases). One conditional UPDATE per kind; setting cancelledAt gives the points (stamps) back
// through the ledger trigger, in the same transaction. Of two cashiers cancelling (or one redeeming) at
// once, exactly one wins: the other finds the row changed and is told why.
import { TRPCError } from "@trpc/server";
import { CANCEL_WINDOW_MESSAGE } from "../ledger/cancel.js";
import type { Tx } from "../ledger/transaction.js";
import { formatGreekDateTime } from "../lib/dates.js";
import { CANCEL_WINDOW_MS } from "../shared/rules.js";
import { normaliseCouponCode } from "./codes.js";

const COUPON_CANCELLED_MESSAGE = "Το κουπόνι έχει ακυρωθεί.";

export async function cancelCoupon(tx: Tx, companyId: string, typed: string): Promise<{ code: string; cancelledAt: string }> {
  const code = normaliseCouponCode(typed);
  const cancelledAt = new Date();
  const open = {
    code,
    customer: { is: { companyId } },
    usedAt: null,
    cancelledAt: null,
    createdAt: { gte: new Date(cancelledAt.getTime() - CANCEL_WINDOW_MS) },
  };
  const done =
    (await tx.coupon.updateMany({ where: open, data: { cancelledAt } })).count === 1 ||
    (await tx.stampCoupon.updateMany({ where: open, data: { cancelledAt } })).count === 1;
  if (done) return { code, cancelledAt: cancelledAt.toISOString() };

  const mine = { code, customer: { is: { companyId } } };
  const fields = { usedAt: true, cancelledAt: true } as const;
  const coupon = (await tx.coupon.findFirst({ where: mine, select: fields })) ?? (await tx.stampCoupon.findFirst({ where: mine, select: fields }));
  if (!coupon) throw new TRPCError({ code: "NOT_FOUND", message: "Ο κωδικός κουπονιού δεν βρέθηκε." });
  if (coupon.cancelledAt) throw new TRPCError({ code: "CONFLICT", message: COUPON_CANCELLED_MESSAGE });
  if (coupon.usedAt) {
    throw new TRPCError({ code: "CONFLICT", message: `Το κουπόνι εξαργυρώθηκε στις ${formatGreekDateTime(coupon.usedAt)} και δεν ακυρώνεται.` });
  }
  throw new TRPCError({ code: "PRECONDITION_FAILED", message: CANCEL_WINDOW_MESSAGE });
}
