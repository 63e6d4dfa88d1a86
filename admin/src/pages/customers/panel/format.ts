// Texts of the customer panel that depend on numbers (Greek number format, singular and plural).
const days = new Intl.NumberFormat("el-GR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Two decimals in days, '-' when there is no average yet. */
export function formatAverageGap(value: number | null | undefined): string {
  return value === null || value === undefined ? "-" : `${days.format(value)} μέρες`;
}

/** A hidden reward that the shop gives by itself on the customer's Nth purchase. */
export function automaticGiftNote(nth: number): string {
  return `Δίνεται αυτόματα μετά από ${nth} ${nth === 1 ? "συναλλαγή" : "συναλλαγές"}`;
}
