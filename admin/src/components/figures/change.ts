// How a figure moved from the period it is compared with: up, down or the same, and by how much of the
// earlier figure (none when the earlier one was zero: any rise from nothing is no percentage).
export type Change = { direction: "up" | "down" | "same"; ratio: number | null };

export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? "up" : current < previous ? "down" : "same";
  return { direction, ratio: previous > 0 ? Math.abs(current - previous) / previous : null };
}

const percent = new Intl.NumberFormat("el-GR", { style: "percent", maximumFractionDigits: 1 });

/** What is shown, "▲ 12,5%", and what a screen reader says, "αύξηση 12,5%". */
export function changeText({ direction, ratio }: Change): { shown: string; spoken: string } {
  const amount = ratio === null ? "" : ` ${percent.format(ratio)}`;
  if (direction === "same") return { shown: "= 0%", spoken: "χωρίς αλλαγή" };
  return direction === "up" ? { shown: `▲${amount}`, spoken: `αύξηση${amount}` } : { shown: `▼${amount}`, spoken: `μείωση${amount}` };
}
