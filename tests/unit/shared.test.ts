// The isomorphic helpers the settings page shares with the server: ΑΦΜ check digit and CSV e-mail import.
import { describe, expect, it } from "vitest";
import { isValidAfm } from "../../server/src/shared/afm.js";
import { parseEmailCsv } from "../../server/src/shared/emailCsv.js";
import { SETTINGS_HELP } from "../../server/src/shared/settingsHelp.js";

describe("ΑΦΜ", () => {
  it("accepts numbers whose check digit matches and refuses the rest", () => {
    expect(isValidAfm("094014201")).toBe(true);
    expect(isValidAfm("090000045")).toBe(true);
    expect(isValidAfm("094014202")).toBe(false);
    expect(isValidAfm("123456789")).toBe(false);
    expect(isValidAfm("000000000")).toBe(false);
    expect(isValidAfm("09401420")).toBe(false);
    expect(isValidAfm("09401420a")).toBe(false);
    expect(isValidAfm(" 094014201")).toBe(false);
  });
});

describe("e-mail CSV", () => {
  it("takes the e-mail column under a header and reports invalid lines with their numbers", () => {
    const csv = '\uFEFFΌνομα;Email\nΕλένη;Eleni@Example.gr\n"Νίκος; ο φούρναρης";nikos@example\n\n"Μαρία";maria@example.gr\nΞανά;ELENI@example.gr\n';
    expect(parseEmailCsv(csv)).toEqual({
      emails: ["eleni@example.gr", "maria@example.gr"],
      duplicates: 1,
      invalid: [{ line: 3, value: "nikos@example" }],
    });
  });

  it("without a header takes the cell with an @ of each row, or reports the row", () => {
    const csv = 'Ελένη,eleni@example.gr\r\nkostas@example.gr\r\nχωρίς διεύθυνση,\r\n"multi\nline",maria@example.gr';
    expect(parseEmailCsv(csv)).toEqual({
      emails: ["eleni@example.gr", "kostas@example.gr", "maria@example.gr"],
      duplicates: 0,
      invalid: [{ line: 3, value: "χωρίς διεύθυνση" }],
    });
  });
});

describe("settings help", () => {
  it("has a Greek sentence for every setting", () => {
    for (const text of Object.values(SETTINGS_HELP)) expect(text).toMatch(/[α-ω].*\.$/);
    expect(Object.keys(SETTINGS_HELP)).toHaveLength(30);
  });
});
