import { formatCents } from "./money.js";

// Business constants the server enforces and the admin shows, in one place so both say the same limit.

/** A transaction can be cancelled while it is at most this many days old. */
const CANCEL_WINDOW_DAYS = 7;
export const CANCEL_WINDOW_MS = CANCEL_WINDOW_DAYS * 86_400_000;

/** A cashier may undo their own sale from the counter's result for this long (the history's cancel has the 7 days). */
export const UNDO_WINDOW_MS = 5 * 60_000;

/** The largest amount one purchase may have, in cents (1,000,000 €). */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** Why a sale above the shop's ceiling (Company.maxAmount) is refused: the server's refusal and the counter's field say the same. */
export function maxAmountMessage(amount: number, maxAmount: number): string {
  return `Το ποσό ${formatCents(amount)} ξεπερνά το ανώτατο ποσό αγοράς του καταστήματος (${formatCents(maxAmount)}). Διορθώστε το ποσό.`;
}
