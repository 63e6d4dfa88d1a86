// The one phone module (server/src/shared/phone.ts): the normaliser, Greek numbers in any usual format →
// E.164, and the display formatter, E.164 → as people write it.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEPARTED_CUSTOMER, formatPhone, GREEK_PHONE_PATTERN, normalisePhone } from "../../server/src/shared/phone.js";

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

describe("phones on screen", () => {
  it("shows a Greek number as people write it, 3-3-4, whatever form it was typed in", () => {
    expect(formatPhone("+306945123387")).toBe("694 512 3387");
    expect(formatPhone("+302101234567")).toBe("210 123 4567");
    for (const typed of ["6945123387", "0030 694 512 3387", "+30-694-512-3387", " 69 4512 3387 "]) {
      expect(formatPhone(normalisePhone(typed)), typed).toBe("694 512 3387");
    }
  });

  it("keeps another country's number in E.164, and says a departed customer left instead of a phone", () => {
    expect(formatPhone("+447700900123")).toBe("+447700900123");
    expect(formatPhone(null)).toBe(DEPARTED_CUSTOMER);
    expect(DEPARTED_CUSTOMER).toBe("Πελάτης που αποχώρησε");
  });

  it("turns every number the API's pattern allows into 10 digits in groups of 3, 3 and 4", () => {
    fc.assert(
      fc.property(fc.stringMatching(GREEK_PHONE_PATTERN), (phone) => {
        const shown = formatPhone(normalisePhone(phone));
        expect(shown).toMatch(/^\d{3} \d{3} \d{4}$/);
        expect(shown.replace(/ /g, "")).toBe(phone.replace(/\D/g, "").replace(/^(00)?30(?=\d{10}$)/, ""));
      }),
      { seed: 20261208, numRuns: 500 },
    );
  });
});
