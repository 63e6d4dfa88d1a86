// The one phone normaliser (server/src/shared/phone.ts): Greek numbers in any usual format → E.164.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GREEK_PHONE_PATTERN, normalisePhone } from "../../server/src/shared/phone.js";

describe("phone numbers", () => {
  it("turns Greek mobiles and landlines typed any usual way into E.164", () => {
    expect(normalisePhone("6912345678")).toBe("+306912345678");
    expect(normalisePhone(" 69 1234 5678 ")).toBe("+306912345678");
    expect(normalisePhone("0030 691 234 5678")).toBe("+306912345678");
    expect(normalisePhone("+30 210 1234567")).toBe("+302101234567");
  });

  it("refuses what is not a whole number", () => {
    for (const refused of ["12345", "691234567", "", "phone"]) expect(normalisePhone(refused), refused).toBeNull();
  });

  it("reads every number the API's phone pattern allows as a valid Greek number (a client that follows the document is never refused)", () => {
    fc.assert(
      fc.property(fc.stringMatching(GREEK_PHONE_PATTERN), (phone) => {
        expect(normalisePhone(phone)).toMatch(/^\+30(?:2\d{9}|69\d{8})$/);
      }),
      { seed: 20261207, numRuns: 2000 },
    );
    expect("+30 691 234 5678").toMatch(GREEK_PHONE_PATTERN);
    expect("0030-210-1234567").toMatch(GREEK_PHONE_PATTERN);
  });
});
