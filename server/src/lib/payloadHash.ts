// The one payload hash behind every idempotency key (the admin's purchases and the HTTP API): the rule
// payment APIs use is that a key replays its first answer only for the same request, so each request's
// payload is kept as a hash, and a key reused with another payload is refused.
import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";

/** sha256 of the payload as canonical JSON (keys sorted, undefined left out), after `scope` (e.g. "POST /purchases"). */
export function payloadHash(payload: unknown, scope?: string): string {
  const json = canonicalJson(payload);
  return createHash("sha256")
    .update(scope === undefined ? json : `${scope}\n${json}`)
    .digest("hex");
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export const KEY_REUSED_MESSAGE = "Το κλειδί επανάληψης (idempotency key) χρησιμοποιήθηκε ήδη για άλλη αγορά (άλλο τηλέφωνο, ποσό, κατάστημα ή ετικέτες).";

/** The same idempotency key arrived with another purchase (phone, amount, store or tags). */
export function keyReused(): TRPCError {
  return new TRPCError({ code: "CONFLICT", message: KEY_REUSED_MESSAGE });
}

export function isKeyReused(error: unknown): boolean {
  return error instanceof TRPCError && error.code === "CONFLICT" && error.message === KEY_REUSED_MESSAGE;
}
