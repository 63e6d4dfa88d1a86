// Euro amounts typed into forms ("12,50") and the cents strings the server sends and takes ("1250").
// Parsing is shared/money.ts's parseEuros: the same rule as the counter's amount field.
import type { Rule } from "antd/es/form";
import { parseEuros } from "@shared/money.js";

const INVALID_AMOUNT_MESSAGE = "Δώστε ένα ποσό σε ευρώ, π.χ. 12,50.";

/** "1250" → "12,50"; null → "". */
export function centsToEuroText(cents: string | null): string {
  return cents === null ? "" : (Number(cents) / 100).toFixed(2).replace(".", ",");
}

/** "12,50" → "1250"; an empty field → null. Call after `euroRule` passed. */
export function euroTextToCents(text: string | undefined | null): string | null {
  if (!text?.trim()) return null;
  const cents = parseEuros(text);
  return cents === null ? null : String(cents);
}

/** An antd rule: empty, or an amount parseEuros reads. */
export const euroRule: Rule = {
  validator: (_, value: string | undefined) =>
    !value?.trim() || parseEuros(value) !== null ? Promise.resolve() : Promise.reject(new Error(INVALID_AMOUNT_MESSAGE)),
};
