// Money is integer cents; server/src/shared/money.ts is the one place that turns it into text and back,
// and says what a purchase earns (whole euros times the shop's multiplier).
import { describe, expect, it } from "vitest";
import { formatCents, parseEuros, pointsFor } from "../../server/src/shared/money.js";

// Intl writes a no-break space before the euro sign.
const text = (value: string) => value.replace(/\u00a0/g, " ");

describe("money", () => {
  it("formats cents as Greek euros, from numbers and from the API's strings", () => {
    expect(text(formatCents(1250))).toBe("12,50 €");
    expect(text(formatCents("100000"))).toBe("1.000,00 €");
    expect(text(formatCents(5))).toBe("0,05 €");
  });

  it("reads what a cashier types: comma or point, spaces and the euro sign, at most 2 decimals", () => {
    expect(parseEuros("12,50")).toBe(1250);
    expect(parseEuros("12.5")).toBe(1250);
    expect(parseEuros(" 12 € ")).toBe(1200);
    expect(parseEuros("9999999")).toBe(999_999_900);
    for (const refused of ["12,505", "-1", "1.234,50", "10000000", "", "abc"]) expect(parseEuros(refused), refused).toBeNull();
  });

  it("earns floor(euros) × the shop's multiplier", () => {
    expect(pointsFor(1299, 2)).toBe(24);
    expect(pointsFor(99, 3)).toBe(0);
    expect(pointsFor(100, 1)).toBe(1);
  });
});
