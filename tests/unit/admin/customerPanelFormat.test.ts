import { describe, expect, it } from "vitest";
import { automaticGiftNote, formatAverageGap } from "../../../admin/src/pages/customers/panel/format.js";

describe("formatAverageGap", () => {
  it("shows two decimals in days, Greek style", () => {
    expect(formatAverageGap(3.456)).toBe("3,46 μέρες");
    expect(formatAverageGap(12)).toBe("12,00 μέρες");
    expect(formatAverageGap(0)).toBe("0,00 μέρες");
  });

  it("shows '-' when there is no average", () => {
    expect(formatAverageGap(null)).toBe("-");
    expect(formatAverageGap(undefined)).toBe("-");
  });
});

describe("automaticGiftNote", () => {
  it("says after how many purchases the gift comes", () => {
    expect(automaticGiftNote(10)).toBe("Δίνεται αυτόματα μετά από 10 συναλλαγές");
    expect(automaticGiftNote(1)).toBe("Δίνεται αυτόματα μετά από 1 συναλλαγή");
  });
});
