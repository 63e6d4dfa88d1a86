// Errors of the HTTP API as RFC 9457 problem documents (application/problem+json): the HTTP status, a
// code, the English `detail`, and `message` in both languages; `errors` names each invalid field. The
// domain's TRPCErrors and database errors go through the one error mapper (lib/errors.ts) first.
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { Response } from "express";
import { STATUS_CODES } from "node:http";
import { z, ZodError, type ZodIssue } from "zod";
import { toTRPCError } from "../lib/errors.js";
import { BUSY_MESSAGE, BUSY_MESSAGE_EN, RETRY_AFTER_SECONDS } from "../lib/overload.js";
import type { Logger } from "../lib/logger.js";
import { englishFor, statusSentence, translate } from "./messages.js";

export type Bilingual = { el: string; en: string };
export type FieldProblem = { field: string; message: Bilingual };

/** An error the API answers as it is (the status, code and both messages are chosen by the caller). */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messages: Bilingual,
    readonly headers: Record<string, string> = {},
    readonly errors?: FieldProblem[],
  ) {
    super(messages.en);
  }
}

export const problemSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z
    .string()
    .describe(
      "BAD_REQUEST, PARSE_ERROR, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, METHOD_NOT_SUPPORTED, CONFLICT, IDEMPOTENCY_KEY_REUSED, PRECONDITION_FAILED, PAYLOAD_TOO_LARGE, UNPROCESSABLE_CONTENT, TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE",
    ),
  detail: z.string().describe("The English message"),
  message: z.object({ el: z.string(), en: z.string() }),
  requestId: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.object({ el: z.string(), en: z.string() }) })).optional(),
});

/** zod's issues with the Greek message (the global Greek error map or the schema's own) and its English. */
function fieldProblems(error: ZodError): FieldProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.join(".") || "body", message: { el: issue.message, en: englishIssue(issue) } }));
}

function englishIssue(issue: ZodIssue): string {
  const own = translate(issue.message);
  if (own) return own;
  if (issue.code === "custom") return "Invalid value.";
  return z.defaultErrorMap(issue, { defaultError: "Invalid value.", data: undefined }).message;
}

export function invalidInput(error: ZodError): ApiProblem {
  const errors = fieldProblems(error);
  const first = errors[0];
  return new ApiProblem(
    400,
    "BAD_REQUEST",
    first ? { el: first.message.el, en: `${first.field}: ${first.message.en}` } : { el: "Μη έγκυρο αίτημα.", en: statusSentence(400) },
    {},
    errors,
  );
}

/**
 * A refusal by the shop's rules or data of a request its document allows (no store named where the shop
 * has two, an amount below the stamp price, a cursor this server did not make): 422, so that 400 keeps
 * meaning "not what the document allows". The domain says BAD_REQUEST for both, as the admin reads it.
 */
export function asRuleRefusal(error: unknown): unknown {
  if (error instanceof ApiProblem || error instanceof ZodError) return error;
  const trpc = error instanceof TRPCError ? error : toTRPCError(error);
  return trpc.code === "BAD_REQUEST" ? new TRPCError({ code: "UNPROCESSABLE_CONTENT", message: trpc.message, cause: trpc.cause }) : error;
}

/** Any error thrown while answering, as a problem; unexpected ones are logged and answered as 500. */
export function toProblem(error: unknown, log: Logger): ApiProblem {
  if (error instanceof ApiProblem) return error;
  if (error instanceof ZodError) return invalidInput(error);
  const trpc = error instanceof TRPCError ? error : toTRPCError(error);
  const status = getHTTPStatusCodeFromError(trpc);
  if (trpc.code === "SERVICE_UNAVAILABLE") {
    return new ApiProblem(503, trpc.code, { el: BUSY_MESSAGE, en: BUSY_MESSAGE_EN }, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  if (status >= 500) {
    log.error({ err: trpc.cause ?? error }, "API request failed");
    return new ApiProblem(500, "INTERNAL_SERVER_ERROR", { el: "Κάτι πήγε στραβά. Δοκιμάστε ξανά.", en: "Something went wrong. Try again." });
  }
  const { en, translated } = englishFor(trpc, status);
  if (!translated) log.warn({ message: trpc.message }, "API error message without an English version (server/src/api/messages.ts)");
  // A domain refusal that names its field (e.g. a confirmation the counter's rules need).
  const errors = trpc.cause instanceof ZodError ? fieldProblems(trpc.cause) : undefined;
  return new ApiProblem(status, trpc.code, { el: trpc.message, en }, {}, errors);
}

export function sendProblem(res: Response, problem: ApiProblem, requestId?: string) {
  res.status(problem.status).set(problem.headers).type("application/problem+json").send(problemDocument(problem, requestId));
}

/** The problem document's JSON text (sendProblem's body). */
export function problemDocument(problem: ApiProblem, requestId?: string): string {
  return JSON.stringify({
    type: "about:blank",
    title: STATUS_CODES[problem.status] ?? "Error",
    status: problem.status,
    code: problem.code,
    detail: problem.messages.en,
    message: problem.messages,
    ...(requestId ? { requestId } : {}),
    ...(problem.errors ? { errors: problem.errors } : {}),
  });
}
