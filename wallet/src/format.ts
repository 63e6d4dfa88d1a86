// Dates and counts as Greek readers expect them: 24-hour times, and a noun that agrees with its number.
export const dateText = (iso: string) => new Date(iso).toLocaleDateString("el-GR", { day: "numeric", month: "short", year: "numeric" });
export const dateTimeText = (iso: string) =>
  new Date(iso).toLocaleString("el-GR", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

const NOUNS = {
  points: ["πόντος", "πόντοι"],
  stamps: ["στάμπα", "στάμπες"],
  coupons: ["κουπόνι", "κουπόνια"],
  shops: ["κατάστημα", "καταστήματα"],
  moves: ["κίνηση", "κινήσεις"],
} as const;
type Noun = keyof typeof NOUNS;

/** «1 πόντος», «24 πόντοι» (the nominative; «καταστήματα» and «κουπόνια» read the same after «σε»). */
export const quantity = (count: number, noun: Noun) => `${count} ${NOUNS[noun][Math.abs(count) === 1 ? 0 : 1]}`;

/** The noun alone, agreeing with a number shown elsewhere (e.g. beside a large figure). */
export const nounFor = (count: number, noun: Noun) => NOUNS[noun][Math.abs(count) === 1 ? 0 : 1];

type Held = { points: number; stamps: number; coupons: number };

/** What someone holds, the nonzero parts only: «24 πόντοι, 3 στάμπες και 1 κουπόνι»; null when nothing. */
export function heldText({ points, stamps, coupons }: Held): string | null {
  const parts = [points ? quantity(points, "points") : null, stamps ? quantity(stamps, "stamps") : null, coupons ? quantity(coupons, "coupons") : null].filter(
    (part) => part !== null,
  );
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")} και ${parts.at(-1)}`;
}
