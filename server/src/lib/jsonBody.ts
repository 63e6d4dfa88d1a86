// The one JSON body parser of the HTTP routes: express.json with a nesting limit. JSON nested
// thousands of levels deep parses, but overflows the stack of whatever walks it next (a 500); it is
// refused as a body that is not valid (400) before anything reads it.
import express, { type RequestHandler } from "express";

/** The largest JSON body a route takes: tRPC's (a list imported as CSV text), the bounce webhook's. */
export const LARGEST_JSON_BODY_BYTES = 1024 * 1024;

/** Deeper than any input of ours; a body or tRPC input nested deeper is refused. */
const MAX_JSON_DEPTH = 64;

/** True when the JSON text opens more than `max` arrays or objects inside each other (strings skipped). */
function jsonTooDeep(text: string | Buffer, max = MAX_JSON_DEPTH): boolean {
  const bytes = typeof text === "string" ? Buffer.from(text) : text;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}

const tooDeep = () => Object.assign(new Error("JSON nested too deep"), { status: 400, type: "entity.parse.failed" });

export function jsonBody(limit: string | number): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, buffer) => {
      if (jsonTooDeep(buffer)) throw tooDeep();
    },
  });
}

/** tRPC's GET input (`?input=<JSON>`) gets the same limit; the API's error handler answers it. */
export const refuseDeepJsonQuery: RequestHandler = (req, _res, next) => {
  const input = req.query.input;
  next(typeof input === "string" && jsonTooDeep(input) ? tooDeep() : undefined);
};
