// The wallet's words: nouns agree with their numbers, times are on a 24-hour clock, what someone holds
// reads as one Greek phrase; and the wallet asks its questions in its own dialogs, never the browser's
// (confirm, alert, prompt), which cannot say what is lost in the wallet's words or look like it.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { dateTimeText, heldText, quantity } from "../../wallet/src/format.js";

const WALLET_SRC = resolve(fileURLToPath(new URL("../../wallet/src", import.meta.url)));

describe("the wallet's words", () => {
  it("makes the noun agree with its number", () => {
    expect([quantity(1, "points"), quantity(0, "points"), quantity(24, "points")]).toEqual(["1 πόντος", "0 πόντοι", "24 πόντοι"]);
    expect([quantity(1, "stamps"), quantity(3, "stamps")]).toEqual(["1 στάμπα", "3 στάμπες"]);
    expect([quantity(1, "coupons"), quantity(2, "coupons"), quantity(1, "shops"), quantity(2, "shops")]).toEqual([
      "1 κουπόνι",
      "2 κουπόνια",
      "1 κατάστημα",
      "2 καταστήματα",
    ]);
  });

  it("says what someone holds as one phrase, the nonzero parts only", () => {
    expect(heldText({ points: 24, stamps: 1, coupons: 1 })).toBe("24 πόντοι, 1 στάμπα και 1 κουπόνι");
    expect(heldText({ points: 1, stamps: 0, coupons: 2 })).toBe("1 πόντος και 2 κουπόνια");
    expect(heldText({ points: 0, stamps: 5, coupons: 0 })).toBe("5 στάμπες");
    expect(heldText({ points: 0, stamps: 0, coupons: 0 })).toBeNull();
  });

  it("writes times on a 24-hour clock", () => {
    const afternoon = new Date(2026, 10, 20, 15, 30).toISOString();
    expect(dateTimeText(afternoon)).toMatch(/15:30/);
    expect(dateTimeText(afternoon)).not.toMatch(/μ\.μ\.|π\.μ\./);
  });

  it("never opens the browser's own dialogs", () => {
    const offenders = readdirSync(WALLET_SRC)
      .filter((name) => /\.tsx?$/.test(name))
      .filter((name) => /(?<![\w.])(?:window\.)?(?:confirm|alert|prompt)\s*\(/.test(readFileSync(join(WALLET_SRC, name), "utf8")));
    expect(offenders).toEqual([]);
  });
});
