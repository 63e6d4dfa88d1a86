// What an employee may use: the counter only, unless the owner grants the customers and history, and
// the exports on top. Enforced by the server over HTTP, for every procedure of the router: a new
// procedure is refused to a counter-only employee unless it is added to COUNTER below on purpose.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../server/src/routers/_app.js";
import { exportKinds } from "../../server/src/routes/export.js";
import type { StaffAccess } from "../../server/src/shared/staffAccess.js";
import { signIn, signInAs, type ApiClient } from "../helpers/client.js";
import { useServer } from "../helpers/server.js";
import { createEmployee } from "../helpers/staff.js";
import { codeOf } from "../helpers/errors.js";

const demo = useServer();

/** What every signed-in employee may call: their account, the shop's name and flags, and the counter. */
const COUNTER = new Set([
  "auth.getSession",
  "auth.setPassword",
  // Anyone's: the sign-in page's «Ξεχάσατε τον κωδικό;».
  "auth.requestPasswordReset",
  "auth.changePassword",
  "auth.signOutEverywhere",
  // Anyone's: the invited person's side of a staff invitation.
  "invitation.preview",
  "invitation.accept",
  "company.get",
  "company.getStores",
  "featureFlags.get",
  "transaction.add",
  "transaction.addStamp",
  "transaction.listTags",
  // Who the typed phone belongs to, before committing an award (name, balances, rewards).
  "transaction.customerPreview",
  // Their own sale, for a few minutes after it, from the counter's result (ledger/undo.ts).
  "transaction.undo",
  "coupon.redeem",
  "campaign.settings",
  // The counter finds a customer by the QR code of their wallet.
  "company.identifyWalletCustomer",
  // Support conversations (the always-visible «Επικοινωνία» page) and the shop's image library.
  "messageThread.list",
  "messageThread.unreadCount",
  "messageThread.create",
  "messageThread.get",
  "messageThread.send",
  "mediaLibrary.get",
  "mediaLibrary.add",
]);

type Procedure = { path: string; type: "query" | "mutation"; permission?: string };
// The shop's procedures; the customer's wallet (wallet.*) is no shop's, and refuses shop sessions
// (tests/wallet/wallet.test.ts, "tenancy").
const procedures: Procedure[] = Object.entries(
  (appRouter._def as unknown as { procedures: Record<string, { _def: { type: Procedure["type"]; meta?: { permission?: string } } }> }).procedures,
)
  .filter(([path]) => !path.startsWith("wallet."))
  .map(([path, procedure]) => ({ path, type: procedure._def.type, permission: procedure._def.meta?.permission }));

/** Calls a procedure over HTTP as the admin would, with an empty input; answers its tRPC error code or "OK". */
async function call(client: ApiClient, { path, type }: Procedure): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({}));
  const response =
    type === "query"
      ? await client.fetch(`/api/trpc/${path}?input=${input}`)
      : await client.fetch(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  const body = (await response.json()) as { error?: { data?: { code?: string } } };
  return body.error ? String(body.error.data?.code) : "OK";
}

/** A new employee of «Καφέ Αθηνά», signed in, with the access the owner gave them through the API. */
async function employee(access?: StaffAccess) {
  const { member, email, password } = await createEmployee(demo.server.db);
  if (access) await demo.owner.trpc.staff.setAccess.mutate({ id: member.id, access });
  return { member, client: await signIn(demo.server.url, email, password) };
}

let counterOnly: Awaited<ReturnType<typeof employee>>;
let customers: Awaited<ReturnType<typeof employee>>;
let exports: Awaited<ReturnType<typeof employee>>;

beforeAll(async () => {
  [counterOnly, customers, exports] = await Promise.all([employee(), employee("CUSTOMERS"), employee("CUSTOMERS_AND_EXPORTS")]);
});

describe("what an employee may use", () => {
  it("starts a new employee at the counter only, and lets the owner alone change that", async () => {
    const listed = await demo.owner.trpc.staff.list.query();
    expect(listed.find((m) => m.id === counterOnly.member.id)?.access).toBe("COUNTER");
    expect(listed.find((m) => m.id === customers.member.id)?.access).toBe("CUSTOMERS");
    const ownerRow = listed.find((m) => m.role === "OWNER")!;
    expect(ownerRow.access).toBe("CUSTOMERS_AND_EXPORTS");
    expect(await codeOf(demo.owner.trpc.staff.setAccess.mutate({ id: ownerRow.id, access: "COUNTER" }))).toBe("BAD_REQUEST");
    const nikosRow = (await (await signInAs(demo.server.url, "nikos")).trpc.staff.list.query())[0];
    expect(await codeOf(demo.owner.trpc.staff.setAccess.mutate({ id: nikosRow.id, access: "CUSTOMERS" }))).toBe("NOT_FOUND");
    expect(await codeOf(demo.owner.trpc.staff.setAccess.mutate({ id: counterOnly.member.id, access: "EVERYTHING" as StaffAccess }))).toBe("BAD_REQUEST");
    expect(await codeOf(counterOnly.client.trpc.staff.setAccess.mutate({ id: counterOnly.member.id, access: "CUSTOMERS" }))).toBe("FORBIDDEN");
  });

  it("refuses a counter-only employee every procedure beyond the counter, and lets them use the counter", async () => {
    const answers = await Promise.all(procedures.map(async (procedure) => [procedure.path, await call(counterOnly.client, procedure)] as const));
    const refused = answers.filter(([, code]) => code === "FORBIDDEN").map(([path]) => path);
    expect(refused.sort()).toEqual(
      procedures
        .map((p) => p.path)
        .filter((path) => !COUNTER.has(path))
        .sort(),
    );
    // The counter itself, for real: points to a demo customer and the shop's tags.
    const phone = (await demo.owner.trpc.company.getCustomers.query({ text: "" })).body.find((row) => row.phone !== null)?.phone ?? "";
    expect(await counterOnly.client.trpc.transaction.listTags.query()).not.toHaveLength(0);
    // The demo café has two stores, so the counter names the one the cashier stands in.
    const [store] = await counterOnly.client.trpc.company.getStores.query();
    expect(await codeOf(counterOnly.client.trpc.transaction.add.mutate({ phone, amount: "350", storeId: store.id, idempotencyKey: randomUUID() }))).toBe("OK");
    expect((await counterOnly.client.trpc.company.get.query()).access).toBe("COUNTER");
  });

  it("opens every customers and history procedure to an employee granted them, and nothing owner-only", async () => {
    const gated = procedures.filter((p) => p.permission === "customers");
    expect(gated.map((p) => p.path)).toEqual(expect.arrayContaining(["company.getCustomers", "transaction.get", "coupon.get", "customOption.getNote"]));
    for (const procedure of gated) expect([procedure.path, await call(customers.client, procedure)]).not.toEqual([procedure.path, "FORBIDDEN"]);
    const list = await customers.client.trpc.company.getCustomers.query({ text: "" });
    expect(list.body.length).toBeGreaterThan(0);
    expect((await customers.client.trpc.transaction.get.query({ text: "" })).body.length).toBeGreaterThan(0);
    const ownerOnly = procedures.filter((p) => !COUNTER.has(p.path) && !p.permission);
    const answers = await Promise.all(ownerOnly.map(async (procedure) => [procedure.path, await call(customers.client, procedure)] as const));
    expect(answers.filter(([, code]) => code !== "FORBIDDEN")).toEqual([]);
  });

  it("holds a changed grant from the employee's next request, with no new sign-in", async () => {
    const { member, client } = await employee();
    expect(await codeOf(client.trpc.company.getCustomers.query({ text: "" }))).toBe("FORBIDDEN");
    await demo.owner.trpc.staff.setAccess.mutate({ id: member.id, access: "CUSTOMERS" });
    expect(await codeOf(client.trpc.company.getCustomers.query({ text: "" }))).toBe("OK");
    await demo.owner.trpc.staff.setAccess.mutate({ id: member.id, access: "COUNTER" });
    await expect(client.trpc.company.getCustomers.query({ text: "" })).rejects.toMatchObject({
      message: "Ο ιδιοκτήτης δεν σας έχει δώσει πρόσβαση στους πελάτες και στο ιστορικό.",
    });
  });

  it("refuses every CSV download to an employee without the exports grant", async () => {
    for (const kind of Object.keys(exportKinds)) {
      for (const who of [counterOnly, customers]) {
        const response = await who.client.fetch(`/api/export/${kind}.csv`);
        expect([kind, response.status]).toEqual([kind, 403]);
        expect(((await response.json()) as { error: string }).error).toMatch(/^(Ο ιδιοκτήτης δεν σας έχει δώσει πρόσβαση στις εξαγωγές|Μόνο ο ιδιοκτήτης)/);
      }
    }
    const granted = await exports.client.fetch("/api/export/customers.csv");
    expect(granted.status).toBe(200);
    expect((await granted.text()).split("\n").length).toBeGreaterThan(2);
    expect((await exports.client.fetch("/api/export/transactions.csv")).status).toBe(200);
    // Analytics stay the owner's even with the exports grant.
    expect((await exports.client.fetch("/api/export/analytics-overview.csv")).status).toBe(403);
    expect((await demo.owner.fetch("/api/export/customers.csv")).status).toBe(200);
  });
});
