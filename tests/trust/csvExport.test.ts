// A CSV export holds the shop's customers' own text, and spreadsheets run a cell that starts with
// = + - @ as a formula. The file uses semicolons (Greek Excel), but a spreadsheet whose list separator is
// the comma starts a cell after every comma and a record after every line break it does not see quoted.
// Read either way, by the RFC 4180 rule, no cell of the export may start as a formula, and read with the
// file's own separator each field stays one cell.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCustomer } from "../helpers/customers.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

/**
 * RFC 4180 as spreadsheets read it: a field is quoted only when it starts with a quote ("" inside is one
 * quote); a quote anywhere else, and whatever follows a closing quote up to the separator, is plain text.
 */
function readCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let fieldStart = true;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
    } else if (char === separator || char === "\n" || (char === "\r" && text[i + 1] === "\n")) {
      record.push(field);
      field = "";
      fieldStart = true;
      if (char === separator) continue;
      if (char === "\r") i++;
      records.push(record);
      record = [];
    } else {
      field += char;
      fieldStart = false;
    }
  }
  if (field || record.length) records.push([...record, field]);
  return records;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const SIGNED_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;
const startsAsFormula = (cell: string) => FORMULA_START.test(cell) && !SIGNED_NUMBER.test(cell);

describe("CSV export", () => {
  it("quotes and neutralises a customer's text so that no reading of the file starts a formula", async () => {
    const shop = await createShop(server.db);
    const names = { firstName: "Bob,=1+1", lastName: 'Σμιθ\n-2+3 "@x" ,+1' };
    const customer = await newCustomer(server.db, shop.company.id, { data: names });
    const owner = await shop.signIn(server.url);
    const response = await owner.fetch("/api/export/customers.csv");
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, "");

    const [header, ...rows] = readCsv(text, ";");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveLength(header.length);
    const [phone, firstName, lastName] = rows[0];
    expect(phone).toBe(customer.phone);
    // Each name is one cell, its text kept but for the quote marks that keep a piece from starting a formula.
    expect(firstName.replace(/'/g, "")).toBe(names.firstName);
    expect(lastName.replace(/'/g, "")).toBe(names.lastName);

    for (const separator of [";", ","]) {
      // Read with commas, a line's first cell is the phone (E.164, written by the server) run into the names.
      const cells = readCsv(text, separator)
        .flat()
        .filter((cell) => !cell.startsWith(customer.phone));
      expect(
        cells.filter((cell) => startsAsFormula(cell.trimStart())),
        `read with "${separator}"`,
      ).toEqual([]);
    }
  });
});
