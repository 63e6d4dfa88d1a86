// The OpenAPI 3 document of /api/v1 (served at /api/v1/openapi.json, and read by the public site's
// reference page at build time), made from the operations list and its zod schemas.
import type { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { WEBHOOK_EVENTS } from "../../shared/webhookEvents.js";
import { problemSchema } from "../problem.js";
import { isWrite, operations, type Operation } from "./operations.js";

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodTypeAny, side: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...json } = zodToJsonSchema(schema, { target: "openApi3", $refStrategy: "none", pipeStrategy: side, effectStrategy: "input" }) as JsonSchema;
  return json;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

const ERROR_TEXT: Record<number, string> = {
  400: "Invalid input, or a write without Idempotency-Key",
  401: "Missing, invalid or revoked API key",
  403: "The key lacks the scope, or the feature is off for the shop",
  404: "Not found (another shop's data is never found)",
  409: "Conflict: already done, not enough balance, or an Idempotency-Key reused for a different request",
  412: "Precondition failed (e.g. past the 7-day cancel window, an expired coupon)",
  429: "Over the key's request limit; see Retry-After",
};

function parameters(operation: Operation) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [["path", operation.params], ["query", operation.query]] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), description, schema: rest });
    }
  }
  if (isWrite(operation)) {
    list.push({
      name: "Idempotency-Key",
      in: "header",
      required: true,
      description: "A unique key per write (e.g. a UUID), 1–255 printable ASCII characters. Repeating the request with the same key returns the recorded answer; the same key with a different request is 409.",
      schema: { type: "string", maxLength: 255 },
    });
  }
  return list;
}

function responses(operation: Operation) {
  const problem = { content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } };
  const answers: Record<string, JsonSchema> = {
    [operation.status]: { description: "OK", content: { "application/json": { schema: schemaOf(operation.answer, "output") } } },
  };
  for (const status of [400, 401, 403, ...operation.errors, 429]) answers[status] = { description: ERROR_TEXT[status], ...problem };
  return answers;
}

export function openApiDocument(origin: string) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations as readonly Operation[]) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method] = {
      operationId: operation.id,
      tags: [operation.tag],
      summary: operation.summary,
      description: `${operation.description}\n\nScope: \`${operation.scope}\`.`,
      parameters: parameters(operation),
      ...(operation.body ? { requestBody: { required: true, content: { "application/json": { schema: schemaOf(operation.body, "input") } } } } : {}),
      responses: responses(operation),
    };
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Loyalty API",
      version: "1",
      description: [
        "The HTTP API for a shop's own systems: find customers, add purchases and stamps, list and redeem coupons, cancel and list transactions.",
        "Authenticate with `Authorization: Bearer <API key>` (the shop owner creates keys in Settings → API). Keys have scopes: `counter` (writes) and `read` (lookups and lists).",
        "Every write needs an `Idempotency-Key` header. Each key has a request limit per minute (429 with `Retry-After`; `RateLimit-*` headers on every answer).",
        "Errors are `application/problem+json` with the message in Greek and English. Amounts are cents as strings (\"1250\" = 12,50 €); times are ISO 8601 UTC.",
        `Webhooks (Settings → Webhooks) send these events: ${WEBHOOK_EVENTS.join(", ")}.`,
      ].join("\n\n"),
    },
    servers: [{ url: `${origin}/api/v1` }],
    security: [{ apiKey: [] }],
    tags: [{ name: "Customers" }, { name: "Purchases" }, { name: "Coupons" }, { name: "Transactions" }],
    paths,
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "An API key of the shop: lyk_…" } },
      schemas: { Problem: schemaOf(problemSchema, "output") },
    },
  };
}
