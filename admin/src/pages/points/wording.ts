// Greek counts for the counter: the noun follows the number (and the case the sentence needs).
const number = new Intl.NumberFormat("el-GR");

/** "1 πόντος", "120 πόντοι" */
export function pointsText(count: number): string {
  return `${number.format(count)} ${count === 1 ? "πόντος" : "πόντοι"}`;
}

/** The object of a verb: "1 πόντο", "120 πόντους" */
export function pointsObjectText(count: number): string {
  return `${number.format(count)} ${count === 1 ? "πόντο" : "πόντους"}`;
}

/** "1 στάμπα", "7 στάμπες" */
export function stampsText(count: number): string {
  return `${number.format(count)} ${count === 1 ? "στάμπα" : "στάμπες"}`;
}
