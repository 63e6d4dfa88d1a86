// Opaque keyset cursors: the sort key of the last row sent, as base64url JSON. A cursor that does not
// decode is a bad input (BAD_REQUEST), never a 500.
import { TRPCError } from "@trpc/server";

/** What encodeCursor makes: base64url text (a page's key is far shorter than 500 characters). */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]{1,500}$/;

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key inside a cursor made by encodeCursor, checked to have `length` string/number parts. */
export function decodeCursor(cursor: string, length: number): (string | number)[] {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (Array.isArray(key) && key.length === length && key.every((part) => typeof part === "string" || typeof part === "number")) {
    return key;
  }
  throw invalidCursor();
}

export function invalidCursor(): TRPCError {
  return new TRPCError({ code: "BAD_REQUEST", message: "Μη έγκυρη σελίδα αποτελεσμάτων. Ανανεώστε τη λίστα." });
}
