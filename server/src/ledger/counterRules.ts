// The counter's confirmations, checked by the server so that no client (admin, API, a script) commits
// blind: a new phone creates a customer only when confirmed, an amount above the shop's warning amount
// goes through only when confirmed, one above its ceiling never does, a stamp needs at least the shop's stamp price, and a shop with two or
// more stores says which one sold. Each refusal names its field (a ZodError cause), so the admin can ask
// the cashier and the API lists it in the problem document's `errors`.
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { Company } from "../generated/prisma/client.js";
import { formatCents } from "../shared/money.js";
import { maxAmountMessage } from "../shared/rules.js";

const NEW_CUSTOMER_MESSAGE = "Δεν υπάρχει πελάτης με αυτό το τηλέφωνο. Επιβεβαιώστε ότι είναι νέος πελάτης.";
const STORE_REQUIRED_MESSAGE = "Επιλέξτε το κατάστημα της αγοράς.";

function largeAmountMessage(amount: number, warningAmount: number): string {
  return `Το ποσό ${formatCents(amount)} ξεπερνά το ποσό προειδοποίησης (${formatCents(warningAmount)}). Επιβεβαιώστε το ποσό.`;
}

function stampPriceMessage(stampPrice: number): string {
  return `Η στάμπα δίνεται για αγορές από ${formatCents(stampPrice)} και πάνω.`;
}

/** A refusal about one input field, in the shape zod's own refusals have. */
function fieldRefusal(code: "BAD_REQUEST" | "PRECONDITION_FAILED", field: string, message: string): TRPCError {
  return new TRPCError({ code, message, cause: new ZodError([{ code: "custom", path: [field], message }]) });
}

/**
 * An amount above the shop's ceiling is refused, confirmed or not: a cashier's second Enter, or a till
 * sending the confirmation by habit, must not turn a typo into hundreds of points.
 */
export function checkMaxAmount(company: Pick<Company, "maxAmount">, amount: number) {
  if (amount > company.maxAmount) throw fieldRefusal("BAD_REQUEST", "amount", maxAmountMessage(amount, company.maxAmount));
}

/** An amount above the shop's warning amount needs the cashier's confirmation (a typo of 99999 € stops here). */
export function checkWarningAmount(company: Pick<Company, "warningAmount">, amount: number, confirmed: boolean | undefined) {
  const limit = company.warningAmount;
  if (limit !== null && limit > 0 && amount > limit && !confirmed) {
    throw fieldRefusal("PRECONDITION_FAILED", "confirmLargeAmount", largeAmountMessage(amount, limit));
  }
}

/** Whether a points purchase of `amount` also gives a stamp: stamps on and a stamp price the amount reaches. */
export function purchaseGivesStamp(company: Pick<Company, "stampsEnabled" | "stampPrice">, amount: number): boolean {
  return company.stampsEnabled && company.stampPrice !== null && company.stampPrice > 0 && amount >= company.stampPrice;
}

/** A stamp purchase below the shop's stamp price gives nothing: refused, so the cashier sees why. */
export function checkStampPrice(company: Pick<Company, "stampPrice">, amount: number) {
  if (company.stampPrice !== null && company.stampPrice > 0 && amount < company.stampPrice) {
    throw fieldRefusal("BAD_REQUEST", "amount", stampPriceMessage(company.stampPrice));
  }
}

export function newCustomerRefusal(): TRPCError {
  return fieldRefusal("PRECONDITION_FAILED", "confirmNewCustomer", NEW_CUSTOMER_MESSAGE);
}

export function storeRequiredRefusal(): TRPCError {
  return fieldRefusal("BAD_REQUEST", "storeId", STORE_REQUIRED_MESSAGE);
}
