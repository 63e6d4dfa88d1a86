// Fuzz: every procedure of the app router (enumerated from the router, so a new one is walked too) and
// every HTTP route under /api (contact, export, upload, e-mail bounces, sign-in, and each /api/v1
// operation) gets wrong types, missing fields, huge, NUL, lone-surrogate, emoji, injection-like and
// script-like values, and bodies that are not JSON or nested very deep. No answer may be a 5xx; every
// error is JSON without a stack or a file path; NUL and lone surrogates are a 400 with the one Greek
// message; and tricky but valid text is stored and read back exactly.
//
// The mutations are drawn from a seeded generator (FUZZ_SEED to replay another run), a bounded number
// per procedure, against one server, as the owner of a shop made for this file (so the mutations change
// no other test's rows) and as the platform admin for the platform's procedures.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRandom } from "../../prisma/seed/random.js";
import type { ZodTypeAny } from "zod";
import { randomUUID } from "node:crypto";
import { operations, type Operation } from "../../server/src/api/v1/operations.js";
import { UNSAFE_TEXT_MESSAGE } from "../../server/src/lib/text.js";
import { appRouter } from "../../server/src/routers/_app.js";
import { exportKinds } from "../../server/src/routes/export.js";
import { ApiClient, signInAs } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { pathsOf, REMOVE, sampleOf, withField } from "./zodSamples.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const MUTATIONS_PER_PROCEDURE = 6;
const BOUNCE_SECRET = "fuzz-bounce-secret-0123456789";

// The demo data's seeded generator (mulberry32), so the same FUZZ_SEED draws the same mutations.
const { pick } = createRandom(`fuzz-${SEED}`);

const NUL = "Καφές\u0000Αθηνά";
const LONE_HIGH = "Καφές\ud800";
const LONE_LOW = "\udc00Αθηνά";
/** Valid text that must come back exactly as sent. */
const TRICKY = `Καφές «Αθηνά» 😀👍🏽 e\u0301 ' OR '1'='1 -- <script>alert("x")</script> \\ %00 \${x} {{x}}`;

type Value = { label: string; value: unknown };
const leafValues = (huge: number): Value[] => [
  { label: "NUL", value: NUL },
  { label: "lone high surrogate", value: LONE_HIGH },
  { label: "lone low surrogate", value: LONE_LOW },
  { label: "emoji", value: "😀👍🏽🇬🇷‍" },
  { label: "huge", value: "α".repeat(huge) },
  { label: "sql", value: `' OR 1=1; DROP TABLE "Customer"; --` },
  { label: "script", value: `<script>alert(1)</script><img src=x onerror=alert(1)>` },
  { label: "big number", value: 1e308 },
  { label: "negative", value: -1 },
  { label: "fraction", value: 1.5 },
  { label: "boolean", value: true },
  { label: "null", value: null },
  { label: "object", value: { $gt: "" } },
  { label: "array", value: ["x", 1] },
  { label: "empty", value: "" },
  { label: "missing", value: REMOVE },
];
const wholeInputs: Value[] = [
  { label: "no input", value: undefined },
  { label: "null input", value: null },
  { label: "string input", value: NUL },
  { label: "array input", value: [1, 2] },
];

type Answer = { status: number; type: string; text: string };
type Call = { label: string; expectUnsafe?: boolean; run(): Promise<Answer> };

async function answerOf(response: Response): Promise<Answer> {
  return { status: response.status, type: response.headers.get("content-type") ?? "", text: await response.text() };
}

/** What every answer must satisfy; an empty list means it does. */
function problemsWith(call: Call, answer: Answer, path: string): string[] {
  const problems: string[] = [];
  const head = `${call.label}: ${answer.status} ${answer.text.slice(0, 300)}`;
  if (answer.status >= 500) problems.push(`5xx ${head}`);
  if (path.startsWith("/api/") && answer.status >= 400) {
    if (!/json/.test(answer.type)) problems.push(`not JSON (${answer.type}) ${head}`);
    if (/\n\s+at |\/work\/|node_modules|\.ts:\d+|"stack"/.test(answer.text)) problems.push(`stack or path ${head}`);
  }
  if (call.expectUnsafe && (answer.status !== 400 || !answer.text.includes(UNSAFE_TEXT_MESSAGE))) problems.push(`unsafe text not refused ${head}`);
  return problems;
}

async function runAll(calls: Array<Call & { path: string }>, concurrency = 8): Promise<string[]> {
  const problems: string[] = [];
  let index = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (index < calls.length) {
        const call = calls[index++];
        const answer = await call.run().catch((error: Error) => ({ status: 599, type: "", text: `request failed: ${error.message}` }));
        problems.push(...problemsWith(call, answer, call.path));
      }
    }),
  );
  return problems;
}

let server: TestServer;
let owner: ApiClient;
let admin: ApiClient;
let apiKey: string;
let customerPhone: string;
const unique = randomUUID().slice(0, 8);

beforeAll(async () => {
  server = await startServer({ env: { EMAIL_BOUNCE_SECRET: BOUNCE_SECRET } });
  const shop = await createShop(server.db);
  customerPhone = (await server.db.customer.create({ data: { companyId: shop.company.id, phone: newPhone() } })).phone;
  [owner, admin] = await Promise.all([shop.signIn(server.url), signInAs(server.url, "admin")]);
  apiKey = (await owner.trpc.apiKey.create.mutate({ name: "fuzz", scopes: ["counter", "read"] })).key;
});

afterAll(() => server?.close());

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; inputs: ZodTypeAny[] } };
const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures);

function callProcedure(client: ApiClient, path: string, type: "query" | "mutation", input: unknown, rawBody?: string) {
  if (type === "query") {
    const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    return client.fetch(`/api/trpc/${path}${query}`).then(answerOf);
  }
  return client
    .fetch(`/api/trpc/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: rawBody ?? (input === undefined ? undefined : JSON.stringify(input)),
    })
    .then(answerOf);
}

describe("fuzzing every procedure and route", () => {
  it("enumerates the app router", () => {
    expect(procedures.length).toBeGreaterThan(100);
  });

  it("no procedure answers 5xx, errors are JSON without stacks, NUL and lone surrogates are a Greek 400", async () => {
    const calls: Array<Call & { path: string }> = [];
    // The platform's own procedures are walked as the platform admin, the rest as the shop's owner.
    const platformOnly = new Set(
      await Promise.all(
        procedures.map(async ([path, procedure]) => {
          const { type, inputs } = procedure._def;
          if (type === "subscription") return "";
          const probe = await callProcedure(owner, path, type, inputs[0] ? sampleOf(inputs[0]) : undefined);
          return probe.text.includes("Μόνο για διαχειριστές της πλατφόρμας.") ? path : "";
        }),
      ),
    );
    for (const [path, procedure] of procedures) {
      const type = procedure._def.type;
      if (type === "subscription") continue;
      const schema = procedure._def.inputs[0];
      const sample = schema ? sampleOf(schema) : undefined;
      const client = platformOnly.has(path) ? admin : owner;
      const huge = type === "query" ? 2_000 : 200_000;
      const add = (label: string, input: unknown, expectUnsafe = false, rawBody?: string) =>
        calls.push({ path: `/api/trpc/${path}`, label: `${path} ${label}`, expectUnsafe, run: () => callProcedure(client, path, type, input, rawBody) });

      add("sample", sample);
      // A mutation's body must be an object or array (a top-level string is a parse error, 400).
      for (const whole of wholeInputs) add(whole.label, whole.value, type === "query" && whole.value === NUL);
      const fields = pathsOf(sample);
      const stringField = fields.find((field) => typeof field.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], sample) === "string");
      if (stringField) {
        // Always: the first text field with a zero byte and with lone surrogates.
        add(`${stringField.join(".")}=NUL`, withField(sample, stringField, NUL), true);
        add(`${stringField.join(".")}=lone high surrogate`, withField(sample, stringField, LONE_HIGH), true);
        add(`${stringField.join(".")}=lone low surrogate`, withField(sample, stringField, LONE_LOW), true);
      }
      if (fields.length) {
        for (let i = 0; i < MUTATIONS_PER_PROCEDURE; i++) {
          const field = pick(fields);
          const value = pick(leafValues(huge));
          add(
            `${field.join(".")}=${value.label}`,
            withField(sample, field, value.value),
            value.value === NUL || value.value === LONE_HIGH || value.value === LONE_LOW,
          );
        }
      }
      if (type === "mutation") {
        add("body not JSON", undefined, false, "{ not json");
        add("body nested 100000 deep", undefined, false, "[".repeat(100_000) + "]".repeat(100_000));
        add("unsafe text as an object key", { "k\u0000": "v" }, true);
      }
    }
    // A batch with a query whose input is not JSON, and one whose input nests deep.
    calls.push({
      path: "/api/trpc/",
      label: "batch with bad input",
      run: () => owner.fetch("/api/trpc/company.get,settings.get?batch=1&input=%7Bnot").then(answerOf),
    });
    calls.push({
      path: "/api/trpc/",
      label: "query input nested deep",
      run: () => owner.fetch(`/api/trpc/transaction.get?input=${"%5B".repeat(3_000)}${"%5D".repeat(3_000)}`).then(answerOf),
    });
    const problems = await runAll(calls);
    expect(problems, `seed ${SEED}, ${calls.length} calls`).toEqual([]);
  }, 180_000); // About 1,800 calls: seconds on a quiet machine, much longer on a loaded one.

  it("no HTTP route under /api answers 5xx, errors are JSON without stacks, NUL and lone surrogates are refused", async () => {
    const calls: Array<Call & { path: string }> = [];
    const json = (client: ApiClient | null, path: string, body: unknown, headers: Record<string, string> = {}, method = "POST") =>
      (client ?? new ApiClient(server.url))
        .fetch(path, {
          method,
          headers: { "content-type": "application/json", accept: "application/json", ...headers },
          body: typeof body === "string" ? body : JSON.stringify(body),
        })
        .then(answerOf);
    const add = (path: string, label: string, run: () => Promise<Answer>, expectUnsafe = false) =>
      calls.push({ path, label: `${path} ${label}`, run, expectUnsafe });

    const unsafe = (value: unknown) => value === NUL || value === LONE_HIGH || value === LONE_LOW;
    const fuzzBody = (path: string, sample: Record<string, unknown>, send: (body: unknown) => Promise<Answer>, checkUnsafe = true) => {
      for (const field of pathsOf(sample)) {
        for (const value of [pick(leafValues(20_000)), pick(leafValues(20_000))]) {
          add(path, `${field.join(".")}=${value.label}`, () => send(withField(sample, field, value.value)), checkUnsafe && unsafe(value.value));
        }
        add(path, `${field.join(".")}=NUL`, () => send(withField(sample, field, NUL)), checkUnsafe);
      }
      add(path, "body not JSON", () => send("{ not json"));
      add(path, "body nested 100000 deep", () => send("[".repeat(100_000) + "]".repeat(100_000)));
      for (const whole of wholeInputs) add(path, whole.label, () => send(whole.value ?? ""));
    };

    // The contact form: JSON and a plain form post.
    const contact = {
      name: "Ελένη Παπαδοπούλου",
      email: "eleni@example.gr",
      phone: "210 123 4567",
      shop: "Καφέ",
      message: "Θα ήθελα πληροφορίες για το πρόγραμμα.",
    };
    // From a documentation address (the proxy header is trusted from loopback): the limit of 127.0.0.1
    // belongs to the other tests of the run.
    fuzzBody("/api/contact", contact, (body) => json(null, "/api/contact", body, { "x-forwarded-for": "203.0.113.76" }));
    add(
      "/api/contact",
      "form post with %00",
      () =>
        new ApiClient(server.url)
          .fetch("/api/contact", {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", "x-forwarded-for": "203.0.113.76" },
            body: "name=a%00b&email=a@b.gr&message=0123456789ab",
          })
          .then(answerOf),
      true,
    );

    // Every export with fuzzed filters, including the raw %00 of the issue.
    for (const kind of Object.keys(exportKinds)) {
      const path = `/api/export/${kind}.csv`;
      add(path, "text=%00", () => owner.fetch(`${path}?text=%00`).then(answerOf), true);
      for (const key of ["text", "from", "to", "cursor", "tagId", "period", "storeId"]) {
        const value = pick(leafValues(3_000));
        if (value.value === REMOVE || value.value === undefined) continue;
        add(path, `${key}=${value.label}`, () =>
          owner.fetch(`${path}?${key}=${encodeURIComponent(String(value.value).replace(/[\ud800-\udfff]/g, "\ufffd"))}`).then(answerOf),
        );
      }
      add(path, "array filter", () => owner.fetch(`${path}?text[a]=1&text=2&from[]=x`).then(answerOf));
    }

    // Upload: JSON bodies (a multipart one is refused, tests/trust/uploadQuota.test.ts).
    const upload = { file_key: "u/1732300000000-logo.png", type: "image/png", size: 1000 };
    fuzzBody("/api/upload", upload, (body) => json(owner, "/api/upload", body));
    fuzzBody("/api/upload/admin", upload, (body) => json(admin, "/api/upload/admin", body));

    // E-mail bounce reports (with the secret, so the body is read).
    fuzzBody(
      "/api/webhooks/email-bounce",
      { email: "a@example.gr", campaignId: "c1", reason: "bounce" },
      (body) => json(null, "/api/webhooks/email-bounce", body, { "x-webhook-secret": BOUNCE_SECRET }),
      false,
    );

    // Sign-in with NUL and lone surrogates in the credentials.
    for (const value of [NUL, LONE_HIGH, "α".repeat(20_000), "' OR 1=1 --"]) {
      add("/api/auth/callback/credentials", `credentials ${JSON.stringify(value.slice(0, 12))}`, async () => {
        const client = new ApiClient(server.url);
        const response = await client.authPost("callback/credentials", { email: value, password: value, callbackUrl: `${server.url}/admin` });
        return answerOf(response);
      });
    }

    // Every /api/v1 operation, with the key, a fresh Idempotency-Key per write and fuzzed params, query and body.
    for (const operation of operations as readonly Operation[]) {
      const params = operation.params ? (sampleOf(operation.params) as Record<string, string>) : {};
      const query = operation.query ? (sampleOf(operation.query) as Record<string, unknown>) : {};
      const body = operation.body ? (sampleOf(operation.body) as Record<string, unknown>) : undefined;
      const headers = () => ({ authorization: `Bearer ${apiKey}`, "idempotency-key": crypto.randomUUID() });
      const url = (p: Record<string, string>, q: Record<string, unknown>) => {
        const path = `/api/v1${operation.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(p[name] ?? "x"))}`;
        const search = new URLSearchParams(
          Object.entries(q)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => [k, typeof v === "string" ? v : JSON.stringify(v)]),
        );
        return `${path}${search.size ? `?${search}` : ""}`;
      };
      const send = (p: Record<string, string>, q: Record<string, unknown>, b: unknown) =>
        operation.method === "get" ? owner.fetch(url(p, q), { headers: headers() }).then(answerOf) : json(null, url(p, q), b ?? {}, headers());
      const label = `/api/v1${operation.path}`;
      add(label, "sample", () => send(params, query, body));
      for (const field of Object.keys(params)) {
        add(label, `params.${field}=%00`, () => send({ ...params, [field]: "a\u0000b" }, query, body), true);
        add(label, `params.${field}=huge`, () => send({ ...params, [field]: "α".repeat(3_000) }, query, body));
      }
      for (const field of Object.keys(query)) {
        add(label, `query.${field}=%00`, () => send(params, { ...query, [field]: "a\u0000b" }, body), true);
        const value = pick(leafValues(3_000));
        if (typeof value.value === "string")
          add(label, `query.${field}=${value.label}`, () =>
            send(params, { ...query, [field]: String(value.value).replace(/[\ud800-\udfff]/g, "\ufffd") }, body),
          );
      }
      if (body) fuzzBody(label, body, (b) => send(params, query, b));
    }

    const problems = await runAll(calls);
    expect(problems, `seed ${SEED}, ${calls.length} calls`).toEqual([]);
  });

  it("tricky but valid text is stored and comes back exactly as sent", async () => {
    await owner.trpc.customOption.updateNote.mutate({ phone: customerPhone, text: TRICKY });
    expect(await owner.trpc.customOption.getNote.query({ phone: customerPhone })).toMatchObject({ text: TRICKY });

    const label = TRICKY.slice(0, 50);
    await owner.trpc.tag.create.mutate({ label, description: TRICKY.slice(0, 200) });
    const tags = await owner.trpc.tag.list.query();
    expect(tags.find((tag) => tag.label === label)).toMatchObject({ label, description: TRICKY.slice(0, 200) });

    const response = await new ApiClient(server.url).fetch("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-forwarded-for": "203.0.113.77" },
      body: JSON.stringify({ name: TRICKY.slice(0, 100), email: `tricky-${unique}@example.gr`, message: TRICKY }),
    });
    expect(response.status).toBe(200);
    const stored = await server.db.contactMessage.findFirst({ where: { email: `tricky-${unique}@example.gr` } });
    expect(stored).toMatchObject({ name: TRICKY.slice(0, 100), message: TRICKY });
  });
});
