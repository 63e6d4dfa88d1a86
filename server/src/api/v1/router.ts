// /api/v1: the HTTP API for a shop's own systems (point of sale, e-shop). Each request: the API key
// and its limit (../authenticate.ts), the key's scope, the shop's flag, the inputs, the Idempotency-Key
// of a write (../idempotency.ts), then the admin's domain function (./handlers.ts). Errors are
// problem documents in Greek and English (../problem.ts). The JSON body is read in front of the router
// (app.ts: before the cap on requests in flight counts the request), and a body that is not JSON, or
// too large, answered by routes/apiErrors.ts.
import express, { type Request, type Response } from "express";
import type pg from "pg";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import type { Env } from "../../env.js";
import type { Logger } from "../../lib/logger.js";
import { findUnsafeText, UNSAFE_TEXT_MESSAGE, UNSAFE_TEXT_MESSAGE_EN } from "../../lib/text.js";
import { readFlags } from "../../shared/flags.js";
import { authenticate } from "../authenticate.js";
import { afterLedgerWrite, idempotencyKeyOf, inTransaction, requestHash, type IdempotentAnswer } from "../idempotency.js";
import { ApiProblem, asRuleRefusal, invalidInput, sendProblem, toProblem } from "../problem.js";
import { handlers, type HandlerContext, type HandlerInput } from "./handlers.js";
import { openApiDocument } from "./openapi.js";
import { isWrite, operations, type Operation } from "./operations.js";

export type ApiServices = { db: Db; pool: pg.Pool; env: Pick<Env, "API_RATE_LIMIT" | "PUBLIC_ORIGIN">; log: Logger };

const requestIdOf = (req: Request) => String((req as { id?: unknown }).id ?? "");

const FEATURE_OFF = new ApiProblem(403, "FORBIDDEN", {
  el: "Η λειτουργία δεν είναι ενεργή για το κατάστημα.",
  en: "This feature is not enabled for the shop.",
});

function scopeMissing(scope: string) {
  return new ApiProblem(403, "FORBIDDEN", {
    el: `Το κλειδί API δεν έχει το δικαίωμα «${scope}».`,
    en: `The API key does not have the "${scope}" scope.`,
  });
}

/** The request part as the operation's schema reads it; 400 naming each bad field (or unsafe text, lib/text.ts). */
function parse<T>(schema: z.ZodTypeAny | undefined, value: unknown): T {
  if (!schema) return {} as T;
  const unsafe = findUnsafeText(value);
  if (unsafe) {
    const message = { el: UNSAFE_TEXT_MESSAGE, en: UNSAFE_TEXT_MESSAGE_EN };
    throw new ApiProblem(400, "BAD_REQUEST", message, {}, [{ field: unsafe.join(".") || "body", message }]);
  }
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalidInput(result.error);
  return result.data as T;
}

function serve(operation: Operation, services: ApiServices) {
  const handler = handlers[operation.id as keyof typeof handlers];
  /** The answer as the document shows it; one that does not match is the server's fault (500), not the request's. */
  const answer = (body: unknown) => {
    const checked = operation.answer.safeParse(body);
    if (!checked.success) throw new Error(`${operation.id}: the answer does not match its schema: ${checked.error.message}`);
    return { status: operation.status, body: checked.data as unknown };
  };
  async function run(ctx: HandlerContext, input: HandlerInput, req: Request): Promise<IdempotentAnswer> {
    if (handler.kind === "read") return { ...answer(await handler.run(ctx, input)), replayed: false };
    const request = { companyId: ctx.company.id, key: ctx.idempotencyKey, hash: requestHash(req.method, operation.path, input) };
    return handler.kind === "ledger"
      ? afterLedgerWrite(services.db, services.pool, request, async () => answer(await handler.run(ctx, input)))
      : inTransaction(services.db, request, async (tx) => answer(await handler.run(ctx, input, tx)));
  }
  return async (req: Request, res: Response) => {
    const log = services.log.child({ requestId: requestIdOf(req), operation: operation.id });
    try {
      const caller = await authenticate(services.db, req, services.env.API_RATE_LIMIT, (name, value) => res.set(name, value));
      if (!caller.scopes.includes(operation.scope)) throw scopeMissing(operation.scope);
      if (!readFlags(caller.company.flags)["admin-panel"][operation.flag]) throw FEATURE_OFF;
      const input = {
        params: parse<Record<string, string>>(operation.params, req.params),
        query: parse<Record<string, unknown>>(operation.query, req.query),
        body: parse<Record<string, unknown>>(operation.body, req.body),
      };
      const idempotencyKey = isWrite(operation) ? idempotencyKeyOf(req) : "";
      const ctx: HandlerContext = { db: services.db, pool: services.pool, company: caller.company, idempotencyKey };
      const result = await run(ctx, input, req).catch((error: unknown) => {
        throw asRuleRefusal(error);
      });
      if (result.replayed) res.set("Idempotent-Replayed", "true");
      if (isWrite(operation)) log.info({ apiKeyId: caller.apiKeyId, companyId: caller.company.id, replayed: result.replayed }, "API write");
      res.status(result.status).json(result.body);
    } catch (error) {
      sendProblem(res, toProblem(error, log), requestIdOf(req));
    }
  };
}

export function apiV1Routes(services: ApiServices): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.get("/openapi.json", (_req, res) => {
    res.set("Cache-Control", "public, max-age=300").json(openApiDocument(services.env.PUBLIC_ORIGIN));
  });
  for (const operation of operations) router[operation.method](operation.path, serve(operation, services));
  // A path of the API with a method it does not take: 405 with the methods it does (GET answers HEAD too).
  const allowed = new Map<string, string[]>();
  for (const operation of operations)
    allowed.set(operation.path, [...(allowed.get(operation.path) ?? []), ...(operation.method === "get" ? ["GET", "HEAD"] : ["POST"])]);
  const matchers = [...allowed.keys()].map((path) => ({ path, pattern: new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`) }));
  router.use((req, res) => {
    const known = matchers.find(({ pattern }) => pattern.test(req.path));
    const problem = known
      ? new ApiProblem(
          405,
          "METHOD_NOT_SUPPORTED",
          { el: "Η μέθοδος δεν υποστηρίζεται σε αυτή τη διεύθυνση.", en: "Method not allowed for this path." },
          { Allow: allowed.get(known.path)!.join(", ") },
        )
      : new ApiProblem(404, "NOT_FOUND", { el: "Η διεύθυνση δεν υπάρχει στο API.", en: "No such API path." });
    sendProblem(res, problem, requestIdOf(req));
  });
  return router;
}
