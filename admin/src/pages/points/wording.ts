// Greek counts for the counter: the noun follows the number (and the case the sentence needs).
import { countText } from "@shared/counts.js";

/** "1 πόντος", "120 πόντοι" */
export function pointsText(count: number): string {
  return countText(count, "point");
}

/** The object of a verb: "1 πόντο", "120 πόντους" */
export function pointsObjectText(count: number): string {
  return countText(count, "point", { case: "accusative" });
}

/** "1 στάμπα", "7 στάμπες" */
export function stampsText(count: number): string {
  return countText(count, "stamp");
}
