// The one phone normaliser (server/src/shared/phone.ts): Greek numbers in any usual format → E.164.
import { describe, expect, it } from "vitest";
import { normalisePhone } from "../../server/src/shared/phone.js";

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
});
