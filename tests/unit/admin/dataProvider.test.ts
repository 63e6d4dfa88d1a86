// The admin's data provider maps Refine's operations, pages, filters and sorters onto the tRPC
// procedures, and their errors onto Refine's HttpError. A recording stand-in for the tRPC client:
// no server.
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { errorMessage, fieldErrors, isRetryable } from "../../../admin/src/lib/errors.js";
import { createDataProvider } from "../../../admin/src/providers/dataProvider.js";
import { CUSTOM_CALLS, OWN_COMPANY, type Client } from "../../../admin/src/providers/procedures/index.js";

type Call = { path: string; input: unknown };

/**
 * A client whose every procedure records its call and answers with `answer(path, input)`; `methods`
 * records whether each was called as a query or a mutation.
 */
function recordingClient(answer: (path: string, input: unknown) => unknown = () => ({})) {
  const calls: Call[] = [];
  const methods: string[] = [];
  const node = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      get(_target, key: string) {
        if (key === "query" || key === "mutate") {
          return async (input: unknown) => {
            calls.push({ path: path.join("."), input });
            methods.push(key);
            return answer(path.join("."), input);
          };
        }
        return node([...path, key]);
      },
    });
  return { client: node([]) as Client, calls, methods };
}

/** A keyset list of `total` rows served `limit` at a time, its cursor the index of the next row. */
function keysetAnswer(total: number) {
  return (_path: string, input: unknown) => {
    const { cursor, limit } = input as { cursor: string | null; limit: number };
    const start = cursor ? Number(cursor) : 0;
    const end = Math.min(start + limit, total);
    const body = Array.from({ length: end - start }, (_, i) => ({ id: String(start + i) }));
    return { count: total, body, nextCursor: end < total ? String(end) : null };
  };
}

describe("the data provider's CRUD mapping", () => {
  it("lists, creates, updates and deletes tags through the tag procedures", async () => {
    const { client, calls } = recordingClient((path) => (path === "tag.list" ? [{ id: "t1", label: "Καφές" }] : { id: "t1" }));
    const provider = createDataProvider(client);

    expect(await provider.getList({ resource: "tags" })).toEqual({ data: [{ id: "t1", label: "Καφές" }], total: 1 });
    await provider.create({ resource: "tags", variables: { label: "Πρωινό", description: null } });
    await provider.update({ resource: "tags", id: "t1", variables: { label: "Μεσημεριανό", description: null } });
    await provider.deleteOne({ resource: "tags", id: "t1" });

    expect(calls).toEqual([
      { path: "tag.list", input: undefined },
      { path: "tag.create", input: { label: "Πρωινό", description: null } },
      { path: "tag.update", input: { id: "t1", label: "Μεσημεριανό", description: null } },
      { path: "tag.remove", input: { id: "t1" } },
    ]);
  });

  it("refuses an operation the resource does not have, with a Greek message", async () => {
    const provider = createDataProvider(recordingClient().client);
    await expect(provider.deleteOne({ resource: "outbox", id: "x" })).rejects.toMatchObject({ statusCode: 405, message: "Η ενέργεια δεν υποστηρίζεται." });
  });
});

describe("the viewer's reads", () => {
  it("reads the viewer's shop as the resource company and the flags as a custom query", async () => {
    const { client, calls } = recordingClient((path) => (path === "company.get" ? { id: "c1", name: "Καφέ Αθήνα" } : { "admin-panel": {} }));
    const provider = createDataProvider(client);

    expect((await provider.getOne({ resource: "company", id: OWN_COMPANY })).data).toEqual({ id: "c1", name: "Καφέ Αθήνα" });
    expect((await provider.custom!({ url: "featureFlags.get", method: "get" })).data).toEqual({ "admin-panel": {} });
    expect(calls.map(({ path }) => path)).toEqual(["company.get", "featureFlags.get"]);
  });
});

describe("keyset lists under Refine's page numbers", () => {
  it("passes the search, the sorter and the page size to the customers procedure", async () => {
    const { client, calls } = recordingClient(keysetAnswer(3));
    const provider = createDataProvider(client);
    await provider.getList({
      resource: "customers",
      pagination: { current: 1, pageSize: 10 },
      filters: [{ field: "text", operator: "contains", value: "6944" }],
      sorters: [{ field: "points", order: "asc" }],
    });
    expect(calls).toEqual([{ path: "company.getCustomers", input: { text: "6944", sort: "points", order: "asc", cursor: null, limit: 10 } }]);
  });

  it("ignores a sorter on a field the procedure cannot sort by", async () => {
    const { client, calls } = recordingClient(keysetAnswer(3));
    await createDataProvider(client).getList({ resource: "customers", sorters: [{ field: "email", order: "asc" }] });
    expect(calls[0].input).toEqual({ text: undefined, cursor: null, limit: 25 });
  });

  it("opens page 2 with the cursor page 1 returned, and goes back to page 1 without one", async () => {
    const { client, calls } = recordingClient(keysetAnswer(25));
    const provider = createDataProvider(client);
    const list = (current: number) => provider.getList({ resource: "history-transactions", pagination: { current, pageSize: 10 } });

    expect(await list(1)).toMatchObject({ total: 25, data: [{ id: "0" }, ...Array(9).fill(expect.anything())] });
    const second = await list(2);
    expect(second.data[0]).toEqual({ id: "10" });
    await list(1);
    expect(calls.map((call) => (call.input as { cursor: string | null }).cursor)).toEqual([null, "10", null]);
  });

  it("walks forward from the furthest page it knows when asked for a later page", async () => {
    const { client, calls } = recordingClient(keysetAnswer(25));
    const third = await createDataProvider(client).getList({ resource: "history-coupons", pagination: { current: 3, pageSize: 10 } });
    expect(third.data.map((row) => row.id)).toEqual(["20", "21", "22", "23", "24"]);
    expect(calls.map((call) => (call.input as { cursor: string | null }).cursor)).toEqual([null, "10", "20"]);
  });

  it("keeps a separate trail per search: a new search starts from the first page", async () => {
    const { client, calls } = recordingClient(keysetAnswer(25));
    const provider = createDataProvider(client);
    await provider.getList({ resource: "history-transactions", pagination: { current: 2, pageSize: 10 } });
    calls.length = 0;
    await provider.getList({
      resource: "history-transactions",
      pagination: { current: 2, pageSize: 10 },
      filters: [{ field: "text", operator: "contains", value: "69" }],
    });
    expect(calls.map((call) => (call.input as { cursor: string | null; text?: string }).cursor)).toEqual([null, "10"]);
    expect(calls.every((call) => (call.input as { text?: string }).text === "69")).toBe(true);
  });

  it("answers an empty page past the end of the list", async () => {
    const { client } = recordingClient(keysetAnswer(5));
    const page = await createDataProvider(client).getList({ resource: "history-stamps-coupons", pagination: { current: 3, pageSize: 10 } });
    expect(page).toEqual({ data: [], total: 5 });
  });
});

// customers-history
describe("the customer panel's resources", () => {
  it("reads and changes a customer by id (the panel's address), and lists their history with the customerId and unusedOnly filters", async () => {
    const { client, calls } = recordingClient((path) =>
      path.endsWith("Get") || path.endsWith(".get") ? keysetAnswer(0)(path, { cursor: null, limit: 1 }) : { id: "c1" },
    );
    const provider = createDataProvider(client);
    await provider.getOne({ resource: "customers", id: "c1" });
    await provider.update({ resource: "customers", id: "c1", variables: { firstName: "Ελένη" } });
    await provider.getList({
      resource: "history-coupons",
      pagination: { current: 1, pageSize: 20 },
      filters: [
        { field: "customerId", operator: "eq", value: "c1" },
        { field: "unusedOnly", operator: "eq", value: true },
      ],
    });
    expect(calls).toEqual([
      { path: "company.getCustomer", input: { id: "c1" } },
      { path: "company.updateCustomerInfo", input: { firstName: "Ελένη", id: "c1" } },
      { path: "coupon.get", input: { text: undefined, customerId: "c1", unusedOnly: true, cursor: null, limit: 20 } },
    ]);
  });

  it("reads and saves the notes by phone, and the reward offers by kind", async () => {
    const { client, calls } = recordingClient((path) => (path.startsWith("company.get") ? [] : { text: "Τραπέζι στη βεράντα" }));
    const provider = createDataProvider(client);
    expect((await provider.getOne({ resource: "customer-notes", id: "+306944000000" })).data).toEqual({ id: "+306944000000", text: "Τραπέζι στη βεράντα" });
    await provider.update({ resource: "customer-notes", id: "+306944000000", variables: { text: "Νέα" } });
    for (const kind of ["points", "stamps", "hidden"])
      await provider.getList({ resource: "reward-offers", filters: [{ field: "kind", operator: "eq", value: kind }] });
    expect(calls.map((call) => call.path)).toEqual([
      "customOption.getNote",
      "customOption.updateNote",
      "company.getRewards",
      "company.getStampRewards",
      "company.getHiddenRewards",
    ]);
    expect(calls[1].input).toEqual({ phone: "+306944000000", text: "Νέα" });
  });

  it("pages a customer's transactions as Refine's infinite list asks: no page number first, then page 2 by the cursor page 1 returned", async () => {
    const { client, calls } = recordingClient(keysetAnswer(30));
    const provider = createDataProvider(client);
    const filters = [{ field: "customerId", operator: "eq" as const, value: "c1" }];
    const first = await provider.getList({ resource: "history-stamps-transactions", filters, pagination: { current: undefined, pageSize: 20 } });
    const second = await provider.getList({ resource: "history-stamps-transactions", filters, pagination: { current: 2, pageSize: 20 } });
    expect([first.data.length, second.data.length, second.total]).toEqual([20, 10, 30]);
    expect(calls).toEqual([
      { path: "transaction.stampsGet", input: { text: undefined, customerId: "c1", cursor: null, limit: 20 } },
      { path: "transaction.stampsGet", input: { text: undefined, customerId: "c1", cursor: "20", limit: 20 } },
    ]);
  });

  it("lists the shop's questions keyed by their key, and runs the panel's custom calls through their procedures", async () => {
    const { client, calls } = recordingClient((path) => (path === "customOption.get" ? [{ key: "Γάλα", type: "LIST", options: [] }] : []));
    const provider = createDataProvider(client);
    expect((await provider.getList({ resource: "customer-options" })).data).toEqual([{ id: "Γάλα", key: "Γάλα", type: "LIST", options: [] }]);
    const field = { phone: "+306944000000", key: "Γάλα", value: "vromis" };
    await provider.custom!({ url: "customOption.getFields", method: "get", query: { phone: field.phone } });
    await provider.custom!({ url: "customOption.add", method: "post", payload: field });
    await provider.custom!({ url: "customOption.delete", method: "post", payload: field });
    await provider.custom!({ url: "transaction.giftsGet", method: "get", query: { customerId: "c1" } });
    await provider.custom!({ url: "stats.averageTransactionDiff", method: "get", query: { customerId: "c1", tagId: "t1" } });
    await provider.custom!({ url: "coupon.create", method: "post", payload: { rewardId: "r1", customerId: "c1", redeemInstant: true, isStamp: true } });
    await provider.custom!({ url: "coupon.cancel", method: "post", payload: { code: "ABC123" } });
    expect(calls.slice(1)).toEqual([
      { path: "customOption.getFields", input: { phone: field.phone } },
      { path: "customOption.add", input: field },
      { path: "customOption.delete", input: field },
      { path: "transaction.giftsGet", input: { customerId: "c1" } },
      { path: "stats.averageTransactionDiff", input: { customerId: "c1", tagId: "t1" } },
      { path: "coupon.create", input: { rewardId: "r1", customerId: "c1", redeemInstant: true, isStamp: true } },
      { path: "coupon.cancel", input: { code: "ABC123" } },
    ]);
  });

  it("cancels a transaction through the custom map", async () => {
    const { client, calls } = recordingClient(() => ({ id: "t1" }));
    await createDataProvider(client).custom!({ url: "transaction.cancel", method: "post", payload: { id: "t1" } });
    expect(calls).toEqual([{ path: "transaction.cancel", input: { id: "t1" } }]);
  });
});

describe("custom calls", () => {
  it("runs every custom call through the procedure its name is the path of, as the query or mutation it is", async () => {
    const { client, calls, methods } = recordingClient();
    const provider = createDataProvider(client);
    const named = Object.entries(CUSTOM_CALLS);
    for (const [url, runAs] of named) await provider.custom!({ url, method: runAs === "query" ? "get" : "post", query: { url }, payload: { url } });
    expect(calls.map((call) => call.path)).toEqual(named.map(([url]) => url));
    expect(methods).toEqual(named.map(([, runAs]) => (runAs === "mutation" ? "mutate" : "query")));
    expect(calls.filter((call) => call.path !== "featureFlags.get").every((call) => (call.input as { url: string }).url === call.path)).toBe(true);
  });

  it("runs a query of the custom map by its name", async () => {
    const { client, calls } = recordingClient(() => [{ id: "s1", name: "Κέντρο" }]);
    const answer = await createDataProvider(client).custom!({ url: "company.getStores", method: "get" });
    expect(answer.data).toEqual([{ id: "s1", name: "Κέντρο" }]);
    expect(calls).toEqual([{ path: "company.getStores", input: undefined }]);
  });

  it("refuses an unknown name, or a query asked for as a mutation", async () => {
    const provider = createDataProvider(recordingClient().client);
    await expect(provider.custom!({ url: "tag.drop", method: "get" })).rejects.toMatchObject({ statusCode: 405 });
    await expect(provider.custom!({ url: "company.getStores", method: "post" })).rejects.toMatchObject({ statusCode: 405 });
  });
});

describe("errors", () => {
  it("turns a BAD_REQUEST with zod field errors into an HttpError with the Greek messages on the fields", async () => {
    const refusal = TRPCClientError.from({
      error: {
        message: "Ελέγξτε τα στοιχεία που συμπληρώσατε.",
        code: -32600,
        data: { code: "BAD_REQUEST", httpStatus: 400, zodError: { fieldErrors: { label: ["Συμπληρώστε την ετικέτα."] }, formErrors: [] } },
      },
    });
    const { client } = recordingClient(() => {
      throw refusal;
    });
    await expect(createDataProvider(client).create({ resource: "tags", variables: { label: "" } })).rejects.toEqual({
      message: "Ελέγξτε τα στοιχεία που συμπληρώσατε.",
      statusCode: 400,
      errors: { label: ["Συμπληρώστε την ετικέτα."] },
    });
  });

  it("gives a Greek sentence for a failure without a Greek message", async () => {
    const { client } = recordingClient(() => {
      throw TRPCClientError.from({ error: { message: "forbidden", code: -32003, data: { code: "FORBIDDEN", httpStatus: 403 } } });
    });
    await expect(createDataProvider(client).getList({ resource: "tags" })).rejects.toMatchObject({
      message: "Δεν έχετε δικαίωμα για αυτή την ενέργεια.",
      statusCode: 403,
    });
  });
});

describe("a resource's actions", () => {
  it("runs each action as its own named call, through the procedure of that name", async () => {
    const { client, calls, methods } = recordingClient(() => ({ id: "x" }));
    const provider = createDataProvider(client);
    const actions = [
      { path: "staff.setAccess", input: { id: "u1", access: "CUSTOMERS" } },
      { path: "staff.disable", input: { id: "u1" } },
      { path: "staff.enable", input: { id: "u1" } },
      { path: "staff.resendInvitation", input: { id: "i1" } },
      { path: "reward.setActive", input: { id: "r1", active: false } },
      { path: "stampReward.setActive", input: { id: "r2", active: true } },
      { path: "apiKey.revoke", input: { id: "k1" } },
      { path: "alertReview.approve", input: { id: "s1" } },
      { path: "alertReview.reject", input: { id: "s1", message: "Λείπει ο σύνδεσμος." } },
      { path: "socialMedia.set", input: { socialMediaId: "n1", url: "https://www.facebook.com/kafe" } },
    ];
    for (const { path, input } of actions) await provider.custom!({ url: path, method: "post", payload: input });
    expect(calls).toEqual(actions);
    expect(methods.every((method) => method === "mutate")).toBe(true);
  });

  it("keeps a resource's update for its edit: an action is not an update", async () => {
    const { client, calls } = recordingClient(() => ({ id: "r1" }));
    const provider = createDataProvider(client);
    for (const resource of ["staff", "staff-invitations", "api-keys", "campaign-reviews", "social-links"]) {
      await expect(provider.update({ resource, id: "x", variables: {} })).rejects.toMatchObject({ statusCode: 405 });
    }
    await provider.update({ resource: "rewards", id: "r1", variables: { title: "Καφές", cost: 100 } });
    await provider.update({ resource: "stamp-rewards", id: "r2", variables: { title: "Κρουασάν", cost: 8 } });
    expect(calls).toEqual([
      { path: "reward.update", input: { id: "r1", title: "Καφές", cost: 100 } },
      { path: "stampReward.update", input: { id: "r2", title: "Κρουασάν", cost: 8 } },
    ]);
  });
});

// counter-rewards
describe("the counter's custom calls", () => {
  it("awards points and stamps, redeems a coupon and identifies a wallet through their procedures", async () => {
    const { client, calls } = recordingClient((path) => (path === "company.identifyWalletCustomer" ? { phone: "+306912345678" } : {}));
    const provider = createDataProvider(client);
    const award = { phone: "+306912345678", amount: "1250", idempotencyKey: "k1", confirmLargeAmount: true };
    await provider.custom!({ url: "transaction.add", method: "post", payload: award });
    await provider.custom!({ url: "transaction.addStamp", method: "post", payload: { phone: "+306912345678", idempotencyKey: "k2" } });
    await provider.custom!({ url: "transaction.customerPreview", method: "get", query: { phone: "+306912345678" } });
    await provider.custom!({ url: "coupon.redeem", method: "post", payload: { code: "P7K2M9XQ4H" } });
    const wallet = await provider.custom!({ url: "company.identifyWalletCustomer", method: "post", payload: { token: "LW1.u.1.x" } });
    expect(wallet.data).toEqual({ phone: "+306912345678" });
    expect(calls).toEqual([
      { path: "transaction.add", input: award },
      { path: "transaction.addStamp", input: { phone: "+306912345678", idempotencyKey: "k2" } },
      { path: "transaction.customerPreview", input: { phone: "+306912345678" } },
      { path: "coupon.redeem", input: { code: "P7K2M9XQ4H" } },
      { path: "company.identifyWalletCustomer", input: { token: "LW1.u.1.x" } },
    ]);
  });

  it("hands the counter a refusal it can ask about: the confirmation's field and the Greek message", async () => {
    const { client } = recordingClient(() => {
      throw TRPCClientError.from({
        error: {
          message: "Δεν υπάρχει πελάτης με αυτό το τηλέφωνο. Νέος πελάτης;",
          code: -32600,
          data: { code: "BAD_REQUEST", httpStatus: 400, zodError: { fieldErrors: { confirmNewCustomer: ["Νέος πελάτης;"] }, formErrors: [] } },
        },
      });
    });
    const refusal = await createDataProvider(client).custom!({ url: "transaction.add", method: "post", payload: {} }).catch((error: unknown) => error);
    expect(fieldErrors(refusal)).toEqual({ confirmNewCustomer: ["Νέος πελάτης;"] });
    expect(errorMessage(refusal)).toBe("Δεν υπάρχει πελάτης με αυτό το τηλέφωνο. Νέος πελάτης;");
    expect(isRetryable(refusal)).toBe(false);
  });

  it("retries a provider failure only when the server was not reached or failed itself", () => {
    expect(isRetryable({ message: "x", statusCode: 0 })).toBe(true);
    expect(isRetryable({ message: "x", statusCode: 503 })).toBe(true);
    expect(isRetryable({ message: "x", statusCode: 429 })).toBe(true);
    expect(isRetryable({ message: "x", statusCode: 403 })).toBe(false);
  });
});

// alerts-analytics-rest
describe("alerts, support threads, media and figures", () => {
  it("lists one type of campaign, resubmits with the id, and cancels as the delete", async () => {
    const { client, calls } = recordingClient((path) => (path === "alertReview.get" ? [{ id: "s1" }] : { id: "s1" }));
    const provider = createDataProvider(client);
    await provider.getList({ resource: "campaigns", filters: [{ field: "type", operator: "eq", value: "SMS" }] });
    await provider.getOne({ resource: "campaigns", id: "s1" });
    await provider.update({ resource: "campaigns", id: "s1", variables: { type: "SMS", text: "Γεια" } });
    await provider.deleteOne({ resource: "campaigns", id: "s1" });
    expect(calls).toEqual([
      { path: "alertReview.get", input: { type: "SMS" } },
      { path: "alertReview.getById", input: { id: "s1" } },
      { path: "alertReview.update", input: { id: "s1", type: "SMS", text: "Γεια" } },
      { path: "alertReview.cancelSubmission", input: { id: "s1" } },
    ]);
  });

  it("lists the review queue of one type or all, and approves or rejects a queued campaign by the named calls", async () => {
    const { client, calls } = recordingClient((path) => (path === "alertReview.reviewQueue" ? [] : { id: "s1" }));
    const provider = createDataProvider(client);
    await provider.getList({ resource: "campaign-reviews" });
    await provider.getList({ resource: "campaign-reviews", filters: [{ field: "type", operator: "eq", value: "PUSH" }] });
    await provider.custom!({ url: "alertReview.approve", method: "post", payload: { id: "s1" } });
    await provider.custom!({ url: "alertReview.reject", method: "post", payload: { id: "s1", message: "Λείπει ο σύνδεσμος." } });
    expect(calls).toEqual([
      { path: "alertReview.reviewQueue", input: {} },
      { path: "alertReview.reviewQueue", input: { type: "PUSH" } },
      { path: "alertReview.approve", input: { id: "s1" } },
      { path: "alertReview.reject", input: { id: "s1", message: "Λείπει ο σύνδεσμος." } },
    ]);
  });

  it("pages a campaign's recipients by the cursor Refine's infinite list passes as its page", async () => {
    const recipients = (cursor: string | null) => (cursor === null ? { body: [{ id: "r1" }], nextCursor: "c2" } : { body: [{ id: "r2" }], nextCursor: null });
    const { client, calls } = recordingClient((_path, input) => ({ recipients: recipients((input as { cursor: string | null }).cursor) }));
    const provider = createDataProvider(client);
    const filters = [
      { field: "campaignId", operator: "eq" as const, value: "k1" },
      { field: "status", operator: "eq" as const, value: "failed" },
    ];
    const first = await provider.getList({ resource: "campaign-recipients", filters, pagination: { current: 1, pageSize: 50 } });
    const next = first.cursor?.next as unknown as number;
    const second = await provider.getList({ resource: "campaign-recipients", filters, pagination: { current: next, pageSize: 50 } });
    expect(first).toMatchObject({ data: [{ id: "r1" }], cursor: { next: "c2" } });
    expect(second).toMatchObject({ data: [{ id: "r2" }], cursor: { next: undefined } });
    expect(calls.map((call) => call.input)).toEqual([
      { id: "k1", status: "failed", cursor: null, limit: 50 },
      { id: "k1", status: "failed", cursor: "c2", limit: 50 },
    ]);
  });

  it("reads and adds to both media libraries, and reads both sides of the support threads", async () => {
    const { client, calls } = recordingClient((path) => (path.endsWith("List") || path.endsWith("list") || path.endsWith("et") ? [] : { id: "x" }));
    const provider = createDataProvider(client);
    await provider.create({ resource: "media", variables: { url: "/uploads/a.png" } });
    await provider.create({ resource: "platform-media", variables: { url: "/uploads/b.png" } });
    await provider.create({ resource: "support-threads", variables: { title: "Βοήθεια", text: "Γεια" } });
    await provider.getOne({ resource: "platform-support-threads", id: "t1" });
    await provider.create({ resource: "support-messages", variables: { threadId: "t1", text: "Ευχαριστώ" } });
    await provider.create({ resource: "platform-support-messages", variables: { threadId: "t1", text: "Παρακαλώ" } });
    expect(calls).toEqual([
      { path: "mediaLibrary.add", input: { url: "/uploads/a.png" } },
      { path: "mediaLibrary.adminAdd", input: { url: "/uploads/b.png" } },
      { path: "messageThread.create", input: { title: "Βοήθεια", text: "Γεια" } },
      { path: "messageThread.adminGet", input: { id: "t1" } },
      { path: "messageThread.send", input: { threadId: "t1", text: "Ευχαριστώ" } },
      { path: "messageThread.adminReply", input: { threadId: "t1", text: "Παρακαλώ" } },
    ]);
  });

  it("searches both media libraries by name and deletes from each through its own procedure", async () => {
    const { client, calls } = recordingClient((path) => (path.endsWith("et") ? [] : { id: "x" }));
    const provider = createDataProvider(client);
    const byName = [{ field: "name", operator: "contains" as const, value: "λογότυπο" }];
    await provider.getList({ resource: "media", filters: byName });
    await provider.getList({ resource: "media", filters: [{ field: "name", operator: "contains" as const, value: "" }] });
    await provider.getList({ resource: "platform-media", filters: byName });
    await provider.deleteOne({ resource: "media", id: "a1" });
    await provider.deleteOne({ resource: "platform-media", id: "a2" });
    expect(calls).toEqual([
      { path: "mediaLibrary.get", input: { search: "λογότυπο" } },
      { path: "mediaLibrary.get", input: {} },
      { path: "mediaLibrary.adminGet", input: { search: "λογότυπο" } },
      { path: "mediaLibrary.remove", input: { id: "a1" } },
      { path: "mediaLibrary.adminRemove", input: { id: "a2" } },
    ]);
  });

  it("previews and accepts an invitation and sets a password through the custom map", async () => {
    const { client, calls } = recordingClient(() => ({ ok: true }));
    const provider = createDataProvider(client);
    await provider.custom!({ url: "invitation.preview", method: "get", query: { token: "k" } });
    await provider.custom!({ url: "invitation.accept", method: "post", payload: { token: "k", password: "0123456789" } });
    await provider.custom!({ url: "auth.setPassword", method: "post", payload: { token: "k", email: "a@b.gr", password: "0123456789" } });
    expect(calls).toEqual([
      { path: "invitation.preview", input: { token: "k" } },
      { path: "invitation.accept", input: { token: "k", password: "0123456789" } },
      { path: "auth.setPassword", input: { token: "k", email: "a@b.gr", password: "0123456789" } },
    ]);
  });

  it("reads the home page's day, next steps and review queue through the custom map, as queries", async () => {
    const { client, calls, methods } = recordingClient(() => ({ ok: true }));
    const provider = createDataProvider(client);
    for (const url of ["analytics.shopToday", "home.shop", "home.platform"]) await provider.custom!({ url, method: "get" });
    expect(calls.map((call) => call.path)).toEqual(["analytics.shopToday", "home.shop", "home.platform"]);
    expect(methods).toEqual(["query", "query", "query"]);
  });

  it("reads a shop figure by its period and launches a campaign through the custom map", async () => {
    const { client, calls } = recordingClient(() => ({ ok: true }));
    const provider = createDataProvider(client);
    const period = { from: "2026-01-01", to: "2026-01-31", interval: "day" };
    await provider.custom!({ url: "analytics.shopOverview", method: "get", query: period });
    await provider.custom!({ url: "campaign.launch", method: "post", payload: { id: "s1", audience: { kind: "all" } } });
    expect(calls).toEqual([
      { path: "analytics.shopOverview", input: period },
      { path: "campaign.launch", input: { id: "s1", audience: { kind: "all" } } },
    ]);
  });
});
