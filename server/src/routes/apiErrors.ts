// The last error handler of /api/*: whatever a route did not answer itself (a body that is not JSON, a
// body too large, an unexpected throw) is answered as JSON in that part's error shape, never Express's
// HTML page, and never with a stack or a file path, whatever NODE_ENV is.
//   /api/trpc  the tRPC error shape ({ error: { message, code, data: { code, httpStatus } } })
//   /api/v1    a problem document (../api/problem.ts)
//   other      { error: "<Greek message>" }
import type { Server } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler } from "express";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import { ApiProblem, sendProblem } from "../api/problem.js";
import type { Logger } from "../lib/logger.js";

type Known = { status: number; code: keyof typeof TRPC_ERROR_CODES_BY_KEY; el: string; en: string };

const NOT_JSON: Known = { status: 400, code: "PARSE_ERROR", el: "Το σώμα του αιτήματος δεν είναι έγκυρο.", en: "The request body is not valid." };
const TOO_LARGE: Known = { status: 413, code: "PAYLOAD_TOO_LARGE", el: "Το αίτημα είναι πολύ μεγάλο.", en: "The request is too large." };
const UNSUPPORTED: Known = { status: 415, code: "UNSUPPORTED_MEDIA_TYPE", el: "Ο τύπος του σώματος του αιτήματος δεν υποστηρίζεται.", en: "Unsupported request body type." };
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
    if (res.headersSent) return next(error);
    const known = classify(error ?? {});
    const requestId = String((req as { id?: unknown }).id ?? "");
    if (known === FAILED) log.error({ err: error, requestId, url: req.originalUrl.split("?")[0] }, "API request failed");
    res.set("Cache-Control", "no-store");
    const url = req.originalUrl;
    if (url.startsWith("/api/v1/") || url === "/api/v1") {
      return void sendProblem(res, new ApiProblem(known.status, known.code, { el: known.el, en: known.en }), requestId);
    }
    if (url.startsWith("/api/trpc/")) {
      return void res.status(known.status).json({
        error: { message: known.el, code: TRPC_ERROR_CODES_BY_KEY[known.code], data: { code: known.code, httpStatus: known.status } },
      });
    }
    res.status(known.status).json({ error: known.el });
  };
}

/**
 * Node answers a request it cannot read (a URL or headers over its 16 KB limit: 431) before Express
 * sees it, with an empty body; this answers those in JSON too.
 */
export function answerClientErrors(server: Server) {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const message = status === 431 ? "Η διεύθυνση ή οι κεφαλίδες του αιτήματος είναι πολύ μεγάλες." : "Μη έγκυρο αίτημα.";
    const body = JSON.stringify({ error: message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}
