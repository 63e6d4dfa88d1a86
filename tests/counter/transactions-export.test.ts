// GET /api/export/<kind>.csv: what Greek Excel opens (BOM, semicolons, decimal commas, Greek headers),
// the list's filter and permission flag, streamed over several batches.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

let server: TestServer;
let shop: Awaited<ReturnType<typeof createShop>>;
let owner: ApiClient;
const [maria, nikos] = [newPhone(), newPhone()];

beforeAll(async () => {
  server = await startServer();
  shop = await createShop(server.db, { pointsMult: 2, initiationGift: 0, stampInitiationGift: 0 });
  owner = await shop.signIn(server.url);
  const add = (phone: string, amount: string, tagIds: string[] = []) =>
    owner.trpc.transaction.add.mutate({ confirmNewCustomer: true, phone, amount, tagIds, storeId: shop.store.id, idempotencyKey: randomUUID() });
  await add(maria, "1250", [shop.tag.id]);
  await add(nikos, "99");
  await server.db.customer.update({
    where: { companyId_phone: { companyId: shop.company.id, phone: maria } },
    data: { firstName: "Μαρία", lastName: '=HYPERLINK("x")' },
  });
  await owner.trpc.transaction.addStamp.mutate({ confirmNewCustomer: true, phone: maria, amount: "350", idempotencyKey: randomUUID() });
});
afterAll(() => server?.close());

const lines = (text: string) =>
  text
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);

describe("CSV export", () => {
  it("sends the purchases as Greek Excel reads them", async () => {
    const response = await owner.fetch("/api/export/transactions.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="transactions-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = lines(new TextDecoder().decode(bytes));
    expect(header).toBe("Ημερομηνία;Τηλέφωνο;Όνομα;Επώνυμο;Ποσό (€);Πολλαπλασιαστής;Πόντοι;Υποκατάστημα;Ετικέτες;Ακύρωση");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(new RegExp(`^\\d\\d/\\d\\d/\\d{4} \\d\\d:\\d\\d;\\${nikos};;;0,99;2;0;Κεντρικό;;$`));
    // A name that Excel would run as a formula is neutralised; the phone's "+" is left alone.
    expect(rows[1]).toMatch(new RegExp(`;\\${maria};Μαρία;"'=HYPERLINK\\(""x""\\)";12,50;2;24;Κεντρικό;Καφές;$`));
  });

  it("applies the list's phone filter, and streams every batch", async () => {
    const filtered = lines(await (await owner.fetch(`/api/export/transactions.csv?text=${maria.slice(-6)}`)).text());
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toContain(maria);

    const many = await createShop(server.db, { initiationGift: 0 });
    const customer = await server.db.customer.create({ data: { companyId: many.company.id, phone: newPhone() } });
    await server.db.transaction.createMany({
      data: Array.from({ length: 1203 }, (_, i) => ({
        amount: i,
        pointsMult: 1,
        points: 0,
        companyId: many.company.id,
        customerId: customer.id,
        createdAt: new Date(Date.now() - i * 1000),
      })),
    });
    const rows = lines(await (await (await many.signIn(server.url)).fetch("/api/export/transactions.csv")).text()).slice(1);
    expect(rows).toHaveLength(1203);
    expect(rows[0]).toContain(";0,00;");
    expect(rows[1202]).toContain(";12,02;");
  });

  it("exports stamp purchases", async () => {
    const [header, ...rows] = lines(await (await owner.fetch("/api/export/stamps-transactions.csv")).text());
    expect(header).toBe("Ημερομηνία;Τηλέφωνο;Όνομα;Επώνυμο;Ποσό (€);Υποκατάστημα;Ετικέτες;Ακύρωση");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(`;${maria};Μαρία;`);
    expect(rows[0]).toContain(";3,50;;;");
  });

  it("refuses without a session, without the list's flag, and for an unknown kind", async () => {
    expect((await new ApiClient(server.url).fetch("/api/export/transactions.csv")).status).toBe(401);
    const flagOff = await createShop(server.db, {}, ["transactions-transactions"]);
    const client = await flagOff.signIn(server.url);
    const refused = await client.fetch("/api/export/transactions.csv");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: "Η λειτουργία δεν είναι ενεργή για το κατάστημα." });
    expect((await client.fetch("/api/export/stamps-transactions.csv")).status).toBe(200);
    expect((await owner.fetch("/api/export/nothing.csv")).status).toBe(404);
    expect((await owner.fetch("/api/export/transactions.csv?text=1&text=2")).status).toBe(400);
  });
});
