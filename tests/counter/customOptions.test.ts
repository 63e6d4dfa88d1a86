// customOption.* over HTTP: the shop's option definitions, a customer's chosen values, notes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantDemoStaff, signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { newCustomer } from "../helpers/customers.js";
import { failure } from "../helpers/errors.js";
import { demoShops } from "../helpers/shop.js";

let server: TestServer;
let owner: ApiClient;
let staff: ApiClient;
let shops: Awaited<ReturnType<typeof demoShops>>;

beforeAll(async () => {
  server = await startServer();
  // The demo employee is a cashier with the customers, history and exports granted (counter only by default).
  await grantDemoStaff(server.db);
  [owner, staff] = await Promise.all([signInAs(server.url, "owner"), signInAs(server.url, "staff")]);
  shops = await demoShops(server.db);
});
afterAll(() => server?.close());

const rowsOf = (customerId: string) =>
  server.db.customerField.findMany({ where: { customerId }, select: { key: true, value: true }, orderBy: [{ key: "asc" }, { value: "asc" }] });

describe("customOption.get", () => {
  it("lists the shop's option definitions with their choices", async () => {
    // Other test files add definitions of their own to the demo shop while this runs; the seeded four come first.
    const definitions = (await staff.trpc.customOption.get.query()).slice(0, 4);
    expect(definitions.map((definition) => [definition.key, definition.type])).toEqual([
      ["Αγαπημένο ρόφημα", "LIST"],
      ["Γάλα", "LIST"],
      ["Χορτοφάγος", "BOOLEAN"],
      ["Φοιτητής", "BOOLEAN"],
    ]);
    expect(definitions[1].options).toEqual([
      { id: "plires", label: "Πλήρες" },
      { id: "elafry", label: "Ελαφρύ" },
      { id: "vromis", label: "Βρώμης" },
      { id: "amygdalou", label: "Αμυγδάλου" },
      { id: "xoris-lakto", label: "Χωρίς λακτόζη" },
    ]);
    expect(definitions[2].options).toEqual([]);
  });
});

describe("customOption.add / delete / getFields", () => {
  it("selects and deselects choices; selecting twice keeps one row", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const phone = customer.phone.slice(3); // as typed at the counter
    expect(await staff.trpc.customOption.getFields.query({ phone })).toEqual([]);
    await staff.trpc.customOption.add.mutate({ phone, key: "Γάλα", value: "vromis" });
    await staff.trpc.customOption.add.mutate({ phone, key: "Γάλα", value: "vromis" });
    await staff.trpc.customOption.add.mutate({ phone, key: "Γάλα", value: "amygdalou" });
    const fields = await owner.trpc.customOption.add.mutate({ phone, key: "Χορτοφάγος", value: "true" });
    expect(fields).toEqual(await owner.trpc.customOption.getFields.query({ phone }));
    expect(await rowsOf(customer.id)).toEqual([
      { key: "Γάλα", value: "amygdalou" },
      { key: "Γάλα", value: "vromis" },
      { key: "Χορτοφάγος", value: "true" },
    ]);
    await staff.trpc.customOption.delete.mutate({ phone, key: "Γάλα", value: "vromis" });
    await staff.trpc.customOption.delete.mutate({ phone, key: "Χορτοφάγος", value: "true" });
    expect(await staff.trpc.customOption.getFields.query({ phone })).toEqual([{ key: "Γάλα", value: "amygdalou" }]);
  });

  it("refuses unknown options and values that are not choices of the option, writing nothing", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const { phone } = customer;
    const unknownKey = await failure(owner.trpc.customOption.add.mutate({ phone, key: "Ζάχαρη", value: "true" }));
    expect(unknownKey.data?.code).toBe("BAD_REQUEST");
    expect(unknownKey.message).toBe("Άγνωστη επιλογή πελάτη.");
    const notAChoice = await failure(owner.trpc.customOption.add.mutate({ phone, key: "Γάλα", value: "katsikisio" }));
    expect(notAChoice.data?.code).toBe("BAD_REQUEST");
    expect(notAChoice.message).toBe("Μη έγκυρη τιμή για την επιλογή «Γάλα».");
    const notTrue = await failure(owner.trpc.customOption.add.mutate({ phone, key: "Φοιτητής", value: "false" }));
    expect(notTrue.data?.code).toBe("BAD_REQUEST");
    // The bakery's yes/no option is not an option of the café.
    await server.db.customOption.findUniqueOrThrow({ where: { companyId_key: { companyId: shops.nikos.id, key: "Χωρίς γλουτένη" } } });
    const otherShops = await failure(owner.trpc.customOption.add.mutate({ phone, key: "Χωρίς γλουτένη", value: "true" }));
    expect(otherShops.message).toBe("Άγνωστη επιλογή πελάτη.");
    expect(await rowsOf(customer.id)).toEqual([]);
  });

  it("answers another shop's customer with NOT_FOUND and a bad phone with a field error", async () => {
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id);
    const error = await failure(owner.trpc.customOption.add.mutate({ phone: bakeryCustomer.phone, key: "Γάλα", value: "vromis" }));
    expect(error.data?.code).toBe("NOT_FOUND");
    expect(await rowsOf(bakeryCustomer.id)).toEqual([]);
    const fields = await failure(owner.trpc.customOption.getFields.query({ phone: bakeryCustomer.phone }));
    expect(fields.data?.code).toBe("NOT_FOUND");
    const invalid = await failure(owner.trpc.customOption.getFields.query({ phone: "abc" }));
    expect(invalid.data?.zodError?.fieldErrors.phone).toHaveLength(1);
  });
});

describe("customOption.getNote / updateNote", () => {
  it("reads and saves the shop's note on a customer, for an employee too", async () => {
    const customer = await newCustomer(server.db, shops.athina.id);
    const { phone } = customer;
    expect(await staff.trpc.customOption.getNote.query({ phone })).toEqual({ text: "" });
    const text = "Αλλεργία στους ξηρούς καρπούς.\nΠληρώνει με κάρτα.";
    expect(await staff.trpc.customOption.updateNote.mutate({ phone, text })).toEqual({ text });
    expect(await owner.trpc.customOption.getNote.query({ phone })).toEqual({ text });
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).note).toBe(text);
    await owner.trpc.customOption.updateNote.mutate({ phone, text: "" });
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).note).toBeNull();
  });

  it("refuses a note over 5000 characters and another shop's customer", async () => {
    const customer = await newCustomer(server.db, shops.athina.id, { data: { note: "Αρχική σημείωση" } });
    const tooLong = await failure(owner.trpc.customOption.updateNote.mutate({ phone: customer.phone, text: "α".repeat(5001) }));
    expect(tooLong.data?.code).toBe("BAD_REQUEST");
    expect(tooLong.data?.zodError?.fieldErrors.text).toHaveLength(1);
    const bakeryCustomer = await newCustomer(server.db, shops.nikos.id, { data: { note: "Του φούρνου" } });
    const other = await failure(owner.trpc.customOption.updateNote.mutate({ phone: bakeryCustomer.phone, text: "Άλλο" }));
    expect(other.data?.code).toBe("NOT_FOUND");
    expect((await failure(owner.trpc.customOption.getNote.query({ phone: bakeryCustomer.phone }))).data?.code).toBe("NOT_FOUND");
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: bakeryCustomer.id } })).note).toBe("Του φούρνου");
    expect((await server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).note).toBe("Αρχική σημείωση");
  });
});
