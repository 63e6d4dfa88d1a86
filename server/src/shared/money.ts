// Money is integer cents everywhere; this is the one place that turns it into text and back.
const euro = new Intl.NumberFormat("el-GR", { style: "currency", currency: "EUR" });

/** 1250 or "1250" → "12,50 €" */
export function formatCents(cents: number | string): string {
  return euro.format(Number(cents) / 100);
}

/** "12,50" / "12.5" / "12" → 1250; null when it is not a non-negative amount with at most 2 decimals. */
export function parseEuros(text: string): number | null {
  const normalised = text.trim().replace(/\s|€/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(normalised)) return null;
  const [whole, fraction = ""] = normalised.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Points a purchase earns: whole euros only (cents never earn), times the shop's multiplier. */
export function pointsFor(amountCents: number, pointsMult: number): number {
  return Math.floor(amountCents / 100) * pointsMult;
}
