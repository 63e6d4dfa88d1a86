// /api/v1 keeps to its OpenAPI document, checked property-based: requests generated from the served
// document alone (path, query, Idempotency-Key, body) go over HTTP to a real server with a real key, and
// every answer must be a status the document lists for that operation, with a body and headers valid
// under the documented response. A request valid under the document is never refused as invalid (400):
// only with a listed business answer (404, 409, 412, 422). Wrong methods get 405 with the Allow the
// document implies, and a body with a property the document does not allow is refused.
//
// Seeded: OPENAPI_SEED=<n> replays another run; a failure prints its seed and path (fast-check).
import { randomUUID } from "node:crypto";
import { Ajv, type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { insertCoupon } from "../../server/src/rewards/issue.js";
import { untilWaitingOnLock } from "../helpers/database.js";
import { PosClient, shopWithKey } from "../helpers/pos.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { newPhone } from "../helpers/unique.js";
import { arbitraryOf, type JsonSchema } from "./schemaArbitrary.js";

const SEED = Number(process.env.OPENAPI_SEED ?? 20261207);
const RUNS = 150;

type Parameter = { name: string; in: "path" | "query" | "header"; required: boolean; schema: JsonSchema };
type Response = { description: string; headers?: Record<string, { required?: boolean; schema: JsonSchema }>; content?: Record<string, { schema: JsonSchema }> };
type Operation = {
  operationId: string;
  parameters: Parameter[];
  requestBody?: { content: { "application/json": { schema: JsonSchema } } };
  responses: Record<string, Response>;
};
type Document = { paths: Record<string, Record<string, Operation>> };
type Endpoint = { path: string; method: string; operation: Operation };
type Request = { endpoint: Endpoint; path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown>; body?: unknown };

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopWithKey>>;
let document: Document;
let endpoints: Endpoint[];
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

/** The validator of a schema inside the document, found by its JSON pointer (so its $refs resolve). */
function validatorAt(pointer: string[]): ValidateFunction {
  const ref = `openapi#/${pointer.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

const validUnder = (schema: JsonSchema, value: unknown) => ajv.validate(schema, value) as boolean;

/** Rows that exist, by the property names the document gives them, so answers past 404 are reached. */
async function knownValues() {
  const phones = [newPhone(), newPhone(), newPhone()];
  const purchases = await Promise.all(phones.map((phone) => shop.pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "1500" })));
  const stamp = await shop.pos.post("/stamps", { phone: phones[0] });
  const customerIds = purchases.map((answer) => answer.body.customer.id as string);
  const coupons = await Promise.all(
    customerIds.map((customerId) =>
      insertCoupon(server.db, "points", {
        customerId,
        rewardId: null,
        title: "Δωρεάν espresso",
        description: null,
        url: null,
        points: 0,
        amount: 250,
        validUntil: null,
        usedAt: null,
      }),
    ),
  );
  const firstPage = await shop.pos.get("/transactions?limit=1");
  return {
    phone: phones,
    customerId: customerIds,
    id: [...purchases.map((answer) => answer.body.transaction.id), stamp.body.transaction.id],
    code: coupons.map((coupon) => coupon.code),
    tagIds: [[shop.tag.id]],
    storeId: [shop.store.id],
    cursor: [firstPage.body.nextCursor],
  };
}

function requestOf(endpoint: Endpoint, known: Record<string, unknown[]>): fc.Arbitrary<Request> {
  const group = (where: Parameter["in"]) => {
    const parameters = endpoint.operation.parameters.filter((parameter) => parameter.in === where);
    const schema: JsonSchema = {
      type: "object",
      properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
      required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    };
    return arbitraryOf(schema, known, validUnder) as fc.Arbitrary<Record<string, unknown>>;
  };
  const body = endpoint.operation.requestBody?.content["application/json"].schema;
  return fc.record({
    endpoint: fc.constant(endpoint),
    path: group("path"),
    query: group("query"),
    headers: group("header"),
    ...(body ? { body: arbitraryOf(body, known, validUnder) } : {}),
  });
}

type Answer = { status: number; headers: Headers; text: string };

async function send(request: Request, method = request.endpoint.method, origin = server.url): Promise<Answer> {
  const path = request.endpoint.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(String(request.path[name])));
  const query = new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, String(value)]));
  const headers: Record<string, string> = { authorization: `Bearer ${shop.pos.key}` };
  for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
  if (request.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${origin}/api/v1${path}${query.size ? `?${query}` : ""}`, {
    method: method.toUpperCase(),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** What in the answer the document does not say: an unlisted status, a wrong content type, an invalid body or header. */
function disagreements(endpoint: Endpoint, answer: Answer): string[] {
  const status = String(answer.status);
  const documented = endpoint.operation.responses[status];
  const where = `${endpoint.method.toUpperCase()} ${endpoint.path} → ${status}`;
  if (!documented) return [`${where} is not in the document: ${answer.text}`];
  const problems: string[] = [];
  const pointer = ["paths", endpoint.path, endpoint.method, "responses", status];
  for (const [name, header] of Object.entries(documented.headers ?? {})) {
    const value = answer.headers.get(name);
    if (value === null) {
      if (header.required) problems.push(`${where}: header ${name} is missing`);
    } else if (!validUnder(header.schema, header.schema.type === "integer" ? Number(value) : value)) {
      problems.push(`${where}: header ${name}: ${value} is not valid under ${JSON.stringify(header.schema)}`);
    }
  }
  const contentType = (answer.headers.get("content-type") ?? "").split(";")[0];
  const content = documented.content?.[contentType];
  if (!content) return [...problems, `${where}: content type ${contentType} is not documented (${Object.keys(documented.content ?? {}).join(", ")})`];
  const validate = validatorAt([...pointer, "content", contentType, "schema"]);
  if (!validate(JSON.parse(answer.text))) problems.push(`${where}: ${ajv.errorsText(validate.errors)} in ${answer.text}`);
  return problems;
}

beforeAll(async () => {
  // A request limit no run reaches: the limit's 429 is tested in api.test.ts.
  server = await startServer({ env: { API_RATE_LIMIT: "100000" } });
  shop = await shopWithKey(server.url, server.db, { initiationGift: 5 });
  document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as Document;
  ajv.addSchema(document, "openapi");
  endpoints = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));
});
afterAll(() => server?.close());

describe("the OpenAPI document and the server agree", () => {
  it("requests valid under the document get only documented answers, valid under the document, and no 400", async () => {
    const known = await knownValues();
    for (const [name, values] of Object.entries(known))
      expect(
        values.every((value) => value !== undefined && value !== null),
        name,
      ).toBe(true);
    const request = fc.oneof(...endpoints.map((endpoint) => requestOf(endpoint, known)));
    await fc.assert(
      fc.asyncProperty(request, async (request) => {
        const answer = await send(request);
        const problems = disagreements(request.endpoint, answer);
        // The document's 400 is for a request it does not allow; this one it allows.
        if (answer.status === 400) problems.push(`a valid request was refused as invalid: ${answer.text}`);
        expect(problems, JSON.stringify({ ...request, endpoint: `${request.endpoint.method} ${request.endpoint.path}` })).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });

  it("a body with a property the document does not allow is refused with the documented 400", async () => {
    for (const endpoint of endpoints.filter((endpoint) => endpoint.operation.requestBody)) {
      const schema = endpoint.operation.requestBody!.content["application/json"].schema;
      expect(schema.additionalProperties, `${endpoint.path} says which properties it takes`).toBe(false);
      const valid = fc.sample(requestOf(endpoint, {}), { seed: SEED, numRuns: 1 })[0];
      const answer = await send({
        ...valid,
        headers: { ...valid.headers, "idempotency-key": randomUUID() },
        body: { ...(valid.body as object), unexpected: true },
      });
      expect(answer.status, answer.text).toBe(400);
      expect(disagreements(endpoint, answer)).toEqual([]);
    }
  });

  it("a method the path does not take is 405 with Allow naming the documented ones", async () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      const allowed = Object.keys(methods).map((method) => method.toUpperCase());
      const endpoint = endpoints.find((candidate) => candidate.path === path)!;
      const request = fc.sample(requestOf(endpoint, {}), { seed: SEED, numRuns: 1 })[0];
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((method) => !allowed.includes(method))) {
        const answer = await send(method === "GET" ? { ...request, body: undefined } : request, method);
        expect(answer.status, `${method} ${path}`).toBe(405);
        const listed = (answer.headers.get("allow") ?? "").split(/,\s*/);
        expect(listed.filter((name) => name !== "HEAD").sort(), `${method} ${path}`).toEqual(allowed.sort());
        for (const operation of Object.keys(methods)) expect(disagreements({ path, method: operation, operation: methods[operation] }, answer)).toEqual([]);
      }
    }
  });

  it("a body over the size limit is the documented 413", async () => {
    for (const endpoint of endpoints.filter((endpoint) => endpoint.operation.requestBody)) {
      const request = fc.sample(requestOf(endpoint, {}), { seed: SEED, numRuns: 1 })[0];
      const answer = await send({ ...request, body: { padding: "x".repeat(100_000) } });
      expect(answer.status).toBe(413);
      expect(disagreements(endpoint, answer)).toEqual([]);
    }
  });

  // Requests are held in flight by a row lock another connection keeps on the customer they award (the cap
  // counts a request once its body is in, so a slow body would hold nothing). PostgreSQL only: the embedded
  // database lets no other connection in while one holds a transaction (tests/counter/overload.test.ts).
  it.runIf(process.env.TEST_DATABASE_URL)("a busy server's 503 is the documented one, with Retry-After", async () => {
    const busy = await startServer({ env: { MAX_REQUESTS_IN_FLIGHT: "2", API_RATE_LIMIT: "100000" } });
    const pos = new PosClient(busy.url, shop.pos.key);
    const phone = newPhone();
    const first = await pos.post("/purchases", { confirmNewCustomer: true, phone, amount: "100" });
    const lockHolder = new pg.Client({ connectionString: inject("databaseUrl") });
    await lockHolder.connect();
    try {
      await lockHolder.query("BEGIN");
      await lockHolder.query(`SELECT id FROM "Customer" WHERE id = $1 FOR UPDATE`, [first.body.customer.id]);
      const held = [0, 1].map(() => pos.post("/purchases", { phone, amount: "100" }));
      await untilWaitingOnLock(lockHolder, 2);
      const endpoint = endpoints.find((candidate) => candidate.operation.operationId === "listTransactions")!;
      const answer = await send({ endpoint, path: {}, query: {}, headers: {} }, "get", busy.url);
      expect(answer.status, answer.text).toBe(503);
      for (const each of endpoints) expect(disagreements(each, answer)).toEqual([]);
      await lockHolder.query("COMMIT");
      expect((await Promise.all(held)).map((purchase) => purchase.status)).toEqual([201, 201]);
    } finally {
      await lockHolder.end();
      await busy.close();
    }
  });
});
