// The public API (/api/v1) as a point-of-sale system calls it: a shop of the test's own with an API key
// its owner made in the settings, a small client that sends the key, and the problem documents it gets.
import { randomUUID } from "node:crypto";
import type { ApiKeyScope } from "../../server/src/api/keys.js";
import type { Db } from "../../server/src/db/client.js";
import type { ApiClient } from "./client.js";
import { createShop, type ShopSettings } from "./shop.js";

/** A JSON body as it came over the wire: each test reads and asserts the fields it needs. */
// biome-ignore lint/suspicious/noExplicitAny: the API's answers are checked field by field by the tests (and against the OpenAPI document), not typed here.
type Json = any;

export type Answer<Body = Json> = { status: number; headers: Headers; body: Body };

export class PosClient {
  constructor(
    readonly url: string,
    readonly key: string,
  ) {}

  async request<Body = Json>(
    method: string,
    path: string,
    options: { body?: unknown; idempotencyKey?: string | null; headers?: Record<string, string> } = {},
  ): Promise<Answer<Body>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.key}`, ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (method !== "GET" && options.idempotencyKey !== null) headers["idempotency-key"] = options.idempotencyKey ?? randomUUID();
    const response = await fetch(`${this.url}/api/v1${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  }

  get = <Body = Json>(path: string) => this.request<Body>("GET", path);
  post = <Body = Json>(path: string, body?: unknown, idempotencyKey?: string | null) => this.request<Body>("POST", path, { body, idempotencyKey });
}

/** A fresh shop, its owner signed in, and a key with the given scopes made through the settings procedure. */
export async function shopWithKey(url: string, db: Db, settings: ShopSettings = {}, scopes: ApiKeyScope[] = ["counter", "read"]) {
  const shop = await createShop(db, settings);
  const owner = await shop.signIn(url);
  const { key, id } = await owner.trpc.apiKey.create.mutate({ name: "Ταμείο 1", scopes });
  return { ...shop, owner, keyId: id, pos: new PosClient(url, key) };
}

export async function newKey(owner: ApiClient, url: string, scopes: ApiKeyScope[]) {
  const { key, id } = await owner.trpc.apiKey.create.mutate({ name: `Κλειδί ${scopes.join("+")}`, scopes });
  return { id, pos: new PosClient(url, key) };
}

/** A problem document: the status, and both messages present. */
export function expectProblem(answer: Answer, status: number, code?: string) {
  if (answer.status !== status) throw new Error(`expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  if (!answer.headers.get("content-type")?.startsWith("application/problem+json"))
    throw new Error(`not a problem document: ${answer.headers.get("content-type")}`);
  const body = answer.body as { status: number; code: string; detail: string; message: { el: string; en: string }; errors?: Json };
  if (body.status !== status || !body.message?.el || !body.message?.en || body.detail !== body.message.en)
    throw new Error(`bad problem: ${JSON.stringify(body)}`);
  if (code && body.code !== code) throw new Error(`expected code ${code}, got ${body.code}`);
  return body;
}
