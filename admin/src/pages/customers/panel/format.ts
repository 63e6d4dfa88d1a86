// Texts of the customer panel that depend on numbers (Greek number format, singular and plural).
import { countText } from "@shared/counts.js";

/** Two decimals in days, '-' when there is no average yet. */
export function formatAverageGap(value: number | null | undefined): string {
  return value === null || value === undefined ? "-" : countText(value, "day", { decimals: 2 });
}

/** A hidden reward that the shop gives by itself on the customer's Nth purchase. */
export function automaticGiftNote(nth: number): string {
  return `Δίνεται αυτόματα μετά από ${countText(nth, "transaction")}`;
}
