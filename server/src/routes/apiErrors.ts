// The last error handler of /api/*: whatever a route did not answer itself (a body that is not JSON, a
// body too large, an unexpected throw) is answered as JSON in that part's error shape, never Express's
// HTML page, and never with a stack or a file path, whatever NODE_ENV is. The same shapes for a request
// that arrived too slowly (408, lib/slowClients.ts), answered outside Express.
//   /api/trpc  the tRPC error shape ({ error: { message, code, data: { code, httpStatus } } })
//   /api/v1    a problem document (../api/problem.ts)
//   other      { error: "<Greek message>" }
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler } from "express";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ApiProblem, problemDocument } from "../api/problem.js";
import type { Logger } from "../lib/logger.js";

type Known = { status: number; code: keyof typeof TRPC_ERROR_CODES_BY_KEY; el: string; en: string };

const NOT_JSON: Known = { status: 400, code: "PARSE_ERROR", el: "Το σώμα του αιτήματος δεν είναι έγκυρο.", en: "The request body is not valid." };
const TOO_LARGE: Known = { status: 413, code: "PAYLOAD_TOO_LARGE", el: "Το αίτημα είναι πολύ μεγάλο.", en: "The request is too large." };
const UNSUPPORTED: Known = {
  status: 415,
  code: "UNSUPPORTED_MEDIA_TYPE",
  el: "Ο τύπος του σώματος του αιτήματος δεν υποστηρίζεται.",
  en: "Unsupported request body type.",
};
const TIMED_OUT: Known = {
  status: 408,
  code: "TIMEOUT",
  el: "Το αίτημα δεν έφτασε εγκαίρως. Δοκιμάστε ξανά.",
  en: "The request did not arrive in time. Try again.",
};
const FAILED: Known = { status: 500, code: "INTERNAL_SERVER_ERROR", el: "Κάτι πήγε στραβά. Δοκιμάστε ξανά.", en: "Something went wrong. Please try again." };

/** body-parser's errors carry a 4xx status and a type; anything else is ours and unexpected. */
function classify(error: { status?: unknown; type?: unknown }): Known {
  if (error.type === "entity.too.large" || error.status === 413) return TOO_LARGE;
  if (error.status === 415 || error.type === "encoding.unsupported" || error.type === "charset.unsupported") return UNSUPPORTED;
  if (typeof error.status === "number" && error.status >= 400 && error.status < 500) return NOT_JSON;
  return FAILED;
}

export function apiErrors(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    // A request cut while its body arrived (lib/slowClients.ts) was answered already: its parser's error
    // that the rest will not come is no news.
    if (res.headersSent) return req.destroyed ? undefined : next(error);
    const known = classify(error ?? {});
    const requestId = String((req as { id?: unknown }).id ?? "");
    if (known === FAILED) log.error({ err: error, requestId, url: req.originalUrl.split("?")[0] }, "API request failed");
    const { type, body } = errorAnswer(req.originalUrl, known, requestId);
    res.status(known.status).set("Cache-Control", "no-store").type(type).send(body);
  };
}

/** An error's answer in the shape of the part of /api/ that `url` is in. */
function errorAnswer(url: string, known: Known, requestId: string): { type: string; body: string } {
  if (url.startsWith("/api/v1/") || url === "/api/v1") {
    return { type: "application/problem+json", body: problemDocument(new ApiProblem(known.status, known.code, { el: known.el, en: known.en }), requestId) };
  }
  if (url.startsWith("/api/trpc/")) {
    const error = { message: known.el, code: TRPC_ERROR_CODES_BY_KEY[known.code], data: { code: known.code, httpStatus: known.status } };
    return { type: "application/json", body: JSON.stringify({ error }) };
  }
  return { type: "application/json", body: JSON.stringify({ error: known.el }) };
}

/**
 * 408 to a request whose body did not arrive in time (lib/slowClients.ts), in its caller's shape, before
 * Express or inside it; its connection is closed once the answer is sent.
 */
export function answerLateBody(req: IncomingMessage, res: ServerResponse) {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const { type, body } = errorAnswer(url, TIMED_OUT, req.id ?? "");
  res
    .writeHead(408, { "Content-Type": `${type}; charset=utf-8`, "Content-Length": Buffer.byteLength(body), "Cache-Control": "no-store", Connection: "close" })
    .end(body);
}

/** How long a connection answered below stays open for its client to read the answer and close. */
const LINGER_MS = 1000;

/** Answers on a connection whose request Node could not read, or whose headers were late, and closes it. */
export function answerOnConnection(socket: Duplex, status: 400 | 408 | 431) {
  const message = status === 431 ? "Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες." : status === 408 ? TIMED_OUT.el : "Μη έγκυρο αίτημα.";
  const body = JSON.stringify({ error: message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  // A client that never closes its side must not keep the connection (nor hold a shutdown).
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Node answers a request it cannot read (a URL or headers over its 16 KB limit: 431) or whose headers
 * were late (408, lib/slowClients.ts) before Express sees it, with an empty body; this answers those in
 * JSON too. A connection whose answer has begun (Node's whole-request timer, for a body still arriving
 * after it) is only closed.
 */
export function answerClientErrors(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answering = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === "ECONNRESET" || !socket.writable || answering?.headersSent) return void socket.destroy();
    answerOnConnection(socket, error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400);
  });
}
