// The OpenAPI 3 document of /api/v1 (served at /api/v1/openapi.json, and read by the public site's
// reference page at build time), made from the operations list and its zod schemas.
import type { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
import { WEBHOOK_EVENTS } from "../../shared/webhookEvents.js";
import { idempotencyKeySchema } from "../idempotency.js";
import { problemSchema } from "../problem.js";
import { isWrite, operations, type Operation } from "./operations.js";

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodTypeAny, side: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...json } = zodToJsonSchema(schema, {
    target: "openApi3",
    $refStrategy: "none",
    pipeStrategy: side,
    effectStrategy: "input",
  }) as JsonSchema;
  return json;
};

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, "{$1}");

/** Answers every operation may give, whatever its input. */
const COMMON_ERRORS: Record<number, string> = {
  400: "The request is not what this document allows: a missing or invalid field or parameter, a property the body does not take, a body that is not JSON, or a write without a valid Idempotency-Key. `errors` names each field.",
  401: "Missing, invalid or revoked API key.",
  403: "The key lacks the operation's scope, or the feature is off for the shop.",
  405: "This path does not take the request's method; Allow lists the ones it takes.",
  429: "Over the key's request limit; try again after Retry-After seconds.",
  503: "The server is busy and did nothing; try again after Retry-After seconds.",
};
const WRITE_ERRORS: Record<number, string> = { 413: "The body is larger than 64 KB." };

const integerHeader = (description: string, required = true) => ({ description, required, schema: { type: "integer", minimum: 0 } });
const RATE_LIMIT_HEADERS = {
  "RateLimit-Limit": integerHeader("The key's requests per minute"),
  "RateLimit-Remaining": integerHeader("Requests left in this minute"),
  "RateLimit-Reset": integerHeader("Seconds until the minute ends"),
};
const HEADERS_OF: Record<number, Record<string, JsonSchema>> = {
  401: { "WWW-Authenticate": { description: 'Bearer realm="api"', required: true, schema: { type: "string" } } },
  405: { Allow: { description: "The methods this path takes", required: true, schema: { type: "string", pattern: "^[A-Z]+(, [A-Z]+)*$" } } },
  429: { ...RATE_LIMIT_HEADERS, "Retry-After": integerHeader("Seconds to wait") },
  503: { "Retry-After": integerHeader("Seconds to wait") },
};

function parameters(operation: Operation) {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ["path", operation.params],
    ["query", operation.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = property;
      list.push({ name, in: where, required: where === "path" || (json.required ?? []).includes(name), description, schema: rest });
    }
  }
  if (isWrite(operation)) {
    const { description, ...schema } = schemaOf(idempotencyKeySchema, "input");
    list.push({ name: "Idempotency-Key", in: "header", required: true, description, schema });
  }
  return list;
}

function responses(operation: Operation) {
  const problem = { content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } } };
  const success = {
    description: "OK",
    headers: {
      ...RATE_LIMIT_HEADERS,
      ...(isWrite(operation)
        ? {
            "Idempotent-Replayed": {
              description: "The recorded answer of an earlier request with this Idempotency-Key",
              required: false,
              schema: { type: "string", enum: ["true"] },
            },
          }
        : {}),
    },
    content: { "application/json": { schema: schemaOf(operation.answer, "output") } },
  };
  const errors = { ...COMMON_ERRORS, ...(isWrite(operation) ? WRITE_ERRORS : {}), ...operation.errors } as Record<number, string>;
  const answers: Record<string, JsonSchema> = { [operation.status]: success };
  for (const status of Object.keys(errors).map(Number).sort()) {
    answers[status] = { description: errors[status], ...(HEADERS_OF[status] ? { headers: HEADERS_OF[status] } : {}), ...problem };
  }
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
        "Each input's pattern is its whole rule: a request this document allows is never refused as invalid (400), only for what the shop's data says (404, 409, 412, 422, each described per operation). Bodies take only the properties they list.",
        'Errors are `application/problem+json` with the message in Greek and English. Amounts are cents as strings ("1250" = 12,50 €); times are ISO 8601 UTC.',
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
