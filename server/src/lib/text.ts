// The one rule for text from outside: no zero byte (PostgreSQL cannot store it in text) and no lone
// UTF-16 surrogate (it has no UTF-8 form, so it would be stored as something else than was sent).
// tRPC checks every procedure's raw input with it (trpc.ts), the HTTP routes their query and body
// (refuseUnsafeText below), so a new procedure or route is covered without a schema of its own.
import type { Request, RequestHandler, Response } from "express";

export const UNSAFE_TEXT_MESSAGE = "Το κείμενο περιέχει μη επιτρεπτούς χαρακτήρες (μηδενικό byte ή μη έγκυρο Unicode).";
export const UNSAFE_TEXT_MESSAGE_EN = "The text contains characters that are not allowed (a zero byte or invalid Unicode).";

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the zero byte is one of the characters refused.
const unsafe = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isSafeText = (value: string) => !unsafe.test(value);

/** The path of the first string (value or key) in `value` that is not safe text, or null when all are. */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === "string") return isSafeText(value) ? null : path;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, "(key)"];
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Express: refuses a request whose query or parsed body holds unsafe text, with 400 and the Greek
 * message in the route's own error shape (`answer`), before any handler reads it.
 */
export function refuseUnsafeText(answer: (req: Request, res: Response, field: string) => void): RequestHandler {
  return (req, res, next) => {
    const found = findUnsafeText(req.query, ["query"]) ?? findUnsafeText(req.params, ["params"]) ?? findUnsafeText(req.body, ["body"]);
    if (found) return void answer(req, res, found.join("."));
    next();
  };
}
