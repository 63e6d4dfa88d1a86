// Shop isolation, table-driven over EVERY procedure of the router (discovered, not listed): signed in
// as the owner of «Φούρνος Νίκος», each procedure is called over HTTP with inputs that point at rows of
// «Καφέ Αθηνά». Nothing of Αθηνά may come back, nothing of it may change, and nothing may answer 500.
// A new procedure is covered automatically; if its input needs an id this file does not know, add the
// procedure to `idFor` (the test fails until every id-taking procedure is mapped).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "../../server/src/routers/_app.js";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { athinaFixtures, fingerprint, type AthinaFixtures } from "./isolation-fixtures.js";

type Procedure = { _def: { type: "query" | "mutation"; inputs: unknown[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

// What `id` means, by procedure or by router (the first part of the path).
const idFor: Record<string, keyof AthinaFixtures["ids"]> = {
  "transaction.cancel": "transaction",
  "transaction.undo": "transaction",
  "company.getCustomer": "customer",
  "company.updateCustomerInfo": "customer",
  "store.updateLocation": "location",
  "store.deleteLocation": "location",
  "store.addLocation": "store",
  store: "store",
  tag: "tag",
  reward: "reward",
  stampReward: "stampReward",
  emailTemplate: "template",
  emailList: "emailList",
  alertReview: "pending",
  campaign: "approved",
  messageThread: "thread",
  "staff.resendInvitation": "invitation",
  "staff.cancelInvitation": "invitation",
  staff: "employee",
  socialMedia: "social",
  mediaLibrary: "asset",
  apiKey: "apiKey",
  "webhook.resend": "webhookDelivery",
  webhook: "webhookEndpoint",
};

/** Procedures that name no row and touch nothing but the caller's own sessions. */
const ownSessionsOnly = new Set(["auth.signOutEverywhere"]);

/** The top-level field names of a zod input (through refinements, optional and nullable wrappers). */
function inputKeys(schema: unknown): string[] {
  const def = (schema as { _def?: { typeName?: string; schema?: unknown; innerType?: unknown } } | undefined)?._def;
  if (!def) return [];
  if (def.typeName === "ZodObject") return Object.keys((schema as { shape: object }).shape);
  return inputKeys(def.schema ?? def.innerType);
}

let server: TestServer;
let nikos: ApiClient;
let fixtures: AthinaFixtures;

beforeAll(async () => {
  server = await startServer();
  fixtures = await athinaFixtures(server.db);
  nikos = await signInAs(server.url, "nikos");
});
afterAll(() => server?.close());

/** An input that names Αθηνά's rows in every field a procedure might read (zod drops the others). */
function attack(path: string) {
  const { ids } = fixtures;
  const idKey = idFor[path] ?? idFor[path.split(".")[0]];
  return {
    id: idKey ? ids[idKey] : ids.customer,
    phone: fixtures.phone,
    customerId: ids.customer,
    rewardId: path.startsWith("coupon.create") ? ids.reward : ids.reward,
    code: ids.coupon,
    key: fixtures.optionKey,
    value: "a",
    text: fixtures.phone.slice(-8),
    type: "SMS",
    storeId: ids.store,
    tagId: ids.tag,
    tagIds: [ids.tag],
    threadId: ids.thread,
    templateId: ids.template,
    emailListId: ids.emailList,
    socialMediaId: fixtures.socialMediaId,
    url: `/uploads/${ids.company}/iso.png`,
    idempotencyKey: randomUUID(),
    amount: "1000",
    title: "Επίθεση",
    label: "Επίθεση",
    name: "Επίθεση",
    message: "Επίθεση",
    firstName: "Επίθεση",
    active: false,
    description: "Επίθεση",
    content: "<p>Επίθεση</p>",
    csv: "attack@example.com",
    replace: true,
    emails: ["attack@example.com"],
    points: 5,
    options: [{ id: "a", label: "Επίθεση" }],
    audience: { kind: "emailList", emailListId: ids.emailList },
    endpointId: ids.webhookEndpoint,
    events: ["purchase.created"],
    enabled: true,
    scopes: ["counter"],
  };
}

async function call(path: string, type: "query" | "mutation", input: unknown) {
  const encoded = encodeURIComponent(JSON.stringify(input));
  const response =
    type === "query"
      ? await nikos.fetch(`/api/trpc/${path}?input=${encoded}`)
      : await nikos.fetch(`/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(input) });
  return { status: response.status, body: await response.text() };
}

describe("isolation between shops", () => {
  it("discovers the procedures from the router", () => {
    expect(procedures.length).toBeGreaterThan(50);
  });

  it("maps every procedure that takes an id to the kind of row it names", () => {
    const unmapped = procedures
      .filter(([, procedure]) => inputKeys(procedure._def.inputs[0]).includes("id"))
      .map(([path]) => path)
      .filter((path) => !(path in idFor) && !(path.split(".")[0] in idFor));
    expect(unmapped).toEqual([]);
  });

  it("lets the owner of «Φούρνος Νίκος» neither read nor change anything of «Καφέ Αθηνά»", async () => {
    const before = await fingerprint(server.db, fixtures);
    const secrets = Object.values(fixtures.ids);
    const leaks: string[] = [];
    const crashes: string[] = [];
    const answers: string[] = [];
    for (const [path, procedure] of procedures) {
      // Acts on the caller's own sessions only (and would sign «Φούρνος Νίκος» out of other test files).
      if (ownSessionsOnly.has(path)) continue;
      const { status, body } = await call(path, procedure._def.type, attack(path));
      answers.push(`${status} ${path} ${body.slice(0, 120)}`);
      if (status >= 500) crashes.push(`${path}: ${status} ${body.slice(0, 200)}`);
      for (const secret of secrets) if (body.includes(secret)) leaks.push(`${path} answered ${secret}`);
    }
    if (process.env.ISOLATION_DEBUG) console.log(answers.join("\n"));
    expect(crashes).toEqual([]);
    expect(leaks).toEqual([]);
    expect(await fingerprint(server.db, fixtures)).toBe(before);
  }, 180_000);

  it("refuses another shop's ids with NOT_FOUND where a procedure takes one", async () => {
    const cases: Array<[string, "query" | "mutation", object]> = [
      ["transaction.cancel", "mutation", { id: fixtures.ids.transaction }],
      ["company.getCustomer", "query", { phone: fixtures.phone }],
      ["coupon.create", "mutation", { rewardId: fixtures.ids.reward, customerId: fixtures.ids.customer }],
      ["coupon.redeem", "mutation", { code: fixtures.ids.coupon }],
      ["stats.averageTransactionDiff", "query", { customerId: fixtures.ids.customer }],
    ];
    for (const [path, type, input] of cases) {
      const { body } = await call(path, type, input);
      expect(JSON.parse(body).error?.data?.code, path).toBe("NOT_FOUND");
    }
  });
});
