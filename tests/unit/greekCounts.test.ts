// Greek counts: the helper's agreement and cases, and the rule that keeps every count of the admin and of the
// server's messages on it. A number put by hand before a counted noun («${n} πόντοι») reads «1 πόντοι» the day
// n is 1; the scan finds such texts in the sources, no build.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { byCount, COUNTED_NOUNS, countText } from "../../server/src/shared/counts.js";
import { sourceFiles } from "../helpers/sourceFiles.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SCANNED = ["admin/src", "server/src"];
/** The helper itself, and the generated database client. */
const SKIPPED = ["server/src/shared/counts.ts", "server/src/generated/"];

describe("countText", () => {
  it("agrees the noun with the number", () => {
    expect(countText(1, "point")).toBe("1 πόντος");
    expect(countText(0, "point")).toBe("0 πόντοι");
    expect(countText(2, "point")).toBe("2 πόντοι");
    expect(countText(1, "customer")).toBe("1 πελάτης");
    expect(countText(12, "customer")).toBe("12 πελάτες");
    expect(countText(1, "stamp")).toBe("1 στάμπα");
    expect(countText(7, "stamp")).toBe("7 στάμπες");
    expect(countText(1, "transaction")).toBe("1 συναλλαγή");
    expect(countText(3, "stampTransaction")).toBe("3 συναλλαγές στάμπας");
    expect(countText(1, "coupon")).toBe("1 κουπόνι");
    expect(countText(4, "coupon")).toBe("4 κουπόνια");
    expect(countText(1, "message")).toBe("1 μήνυμα");
    expect(countText(5, "message")).toBe("5 μηνύματα");
    expect(countText(1, "day")).toBe("1 μέρα");
    expect(countText(30, "day")).toBe("30 μέρες");
  });

  it("takes the accusative where the sentence needs it", () => {
    expect(countText(1, "point", { case: "accusative" })).toBe("1 πόντο");
    expect(countText(120, "point", { case: "accusative" })).toBe("120 πόντους");
    expect(countText(1, "customer", { case: "accusative" })).toBe("1 πελάτη");
    expect(countText(2, "customer", { case: "accusative" })).toBe("2 πελάτες");
    expect(countText(1, "character", { case: "accusative" })).toBe("1 χαρακτήρα");
    // A noun whose accusative is its nominative.
    expect(countText(1, "stamp", { case: "accusative" })).toBe("1 στάμπα");
    expect(countText(1, "file", { case: "genitive" })).toBe("1 αρχείου");
    expect(countText(20, "freeCoupon", { case: "genitive" })).toBe("20 δωρεάν κουπονιών");
  });

  it("writes the number the Greek way, and agrees with the number as shown", () => {
    expect(countText(1250, "point")).toBe("1.250 πόντοι");
    expect(countText(-1, "point")).toBe("-1 πόντος");
    expect(countText(1, "day", { decimals: 2 })).toBe("1,00 μέρες");
    expect(countText(3.456, "day", { decimals: 2 })).toBe("3,46 μέρες");
    expect(countText(1.5, "day", { decimals: { max: 1 } })).toBe("1,5 μέρες");
    expect(countText(1.04, "day", { decimals: { max: 1 } })).toBe("1 μέρα");
  });

  it("gives a verb or an article that agrees with a count", () => {
    expect(byCount(1, "υπήρχε", "υπήρχαν")).toBe("υπήρχε");
    expect(byCount(3, "υπήρχε", "υπήρχαν")).toBe("υπήρχαν");
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each [one, many] pair of the helper, in every case. */
const NOUNS: (readonly [string, string])[] = Object.values(COUNTED_NOUNS).flatMap((noun) => Object.values(noun));
const SINGULAR = new Set(NOUNS.map(([one]) => one));
/** Every form, longest first so that «συναλλαγές στάμπας» is found whole. */
const FORMS = [...new Set(NOUNS.flat())]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join("|");

/** A word boundary for Greek letters (\b knows only ASCII). */
const NOT_LETTER_BEFORE = "(?<![\\p{L}])";
const NOT_LETTER_AFTER = "(?![\\p{L}])";
/** A value put before a counted noun: `${n} πόντοι` or JSX's {n} πόντοι. */
const INTERPOLATED = new RegExp(`\\{([^{}]*)\\}[ \\t\\u00a0]*\\n?[ \\t]*(${FORMS})${NOT_LETTER_AFTER}`, "gu");
/** A number written out before a counted noun. */
const LITERAL = new RegExp(`${NOT_LETTER_BEFORE}(?<![\\d.,])(\\d+)[ \\u00a0](${FORMS})${NOT_LETTER_AFTER}`, "gu");
/** A value followed by a choice of nouns: `${n} ${stamps ? "στάμπες" : "πόντους"}`. */
const CHOSEN_NEXT = new RegExp(`\\}[ \\u00a0]*\\$\\{[^{}]*?["'\`](${FORMS})${NOT_LETTER_AFTER}`, "gu");
/** Singular and plural chosen by hand: `n === 1 ? "πόντος" : …`. */
const HAND_CHOICE = new RegExp(`[!=]==?\\s*1\\s*\\?\\s*["'\`][^"'\`]*${NOT_LETTER_BEFORE}(${FORMS})${NOT_LETTER_AFTER}`, "gu");
/**
 * Not a count: a constant (or arithmetic on one) whose value is fixed and above 1 («έως ${MAX_SCHEDULE_DAYS}
 * ημέρες»), or a measure («το όριο των ${formatMegabytes(bytes)} αρχείων»).
 */
const NOT_A_COUNT = /^([A-Z][A-Z0-9_]*(\s*[/*]\s*\d+)?|formatMegabytes\(.*\))$/;

/** Every count in `source` made without the helper: "line: text". */
function handMadeCounts(source: string): string[] {
  const found: { index: number; text: string }[] = [];
  for (const match of source.matchAll(INTERPOLATED)) {
    if (!NOT_A_COUNT.test(match[1].trim())) found.push({ index: match.index, text: match[0] });
  }
  for (const match of source.matchAll(LITERAL)) {
    const singular = SINGULAR.has(match[2]);
    if ((match[1] === "1") !== singular) found.push({ index: match.index, text: match[0] });
  }
  for (const match of source.matchAll(CHOSEN_NEXT)) found.push({ index: match.index, text: match[0] });
  for (const match of source.matchAll(HAND_CHOICE)) found.push({ index: match.index, text: match[0] });
  return found.map(({ index, text }) => `${source.slice(0, index).split("\n").length}: ${text.replace(/\s+/g, " ")}`);
}

/** A sample of source code, written with #{…} for ${…} (a string with ${ reads as a template by mistake). */
const code = (sample: string) => sample.replaceAll("#{", "${");

describe("every Greek count goes through the helper", () => {
  it("finds a count made by hand (the scan itself works)", () => {
    expect(handMadeCounts(code("const a = `#{n} πόντοι`;"))).toHaveLength(1);
    expect(handMadeCounts(code("<span>{total} πελάτες</span>"))).toHaveLength(1);
    expect(handMadeCounts(code('const b = n === 1 ? "1 στάμπα" : "στάμπες";'))).toHaveLength(1);
    expect(handMadeCounts(code('const c = "1 πόντοι";'))).toHaveLength(1);
    expect(handMadeCounts(code('const g = `#{n} #{stamps ? "στάμπες" : "πόντους"}`;'))).toHaveLength(1);
    expect(handMadeCounts(code('const d = "Τελευταίες 7 μέρες, 1 πελάτης";'))).toHaveLength(0);
    expect(handMadeCounts(code("const e = `έως #{MAX_SCHEDULE_DAYS} μέρες`;"))).toHaveLength(0);
    expect(handMadeCounts(code("const f = `#{countText(n, 'point')} σήμερα`;"))).toHaveLength(0);
  });

  it("has no number before a counted noun outside the helper in admin/src and server/src", () => {
    const offenders = SCANNED.flatMap((folder) => sourceFiles(ROOT, folder, SKIPPED)).flatMap((file) =>
      handMadeCounts(readFileSync(join(ROOT, file), "utf8")).map((hit) => `${relative(ROOT, join(ROOT, file))}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });
});
