// Every request gets an id (req.id and the X-Request-Id header, for support), and every /api/ request one
// short log line when it ends: the line pino-http wrote, without its per-request child loggers and
// serialisers (a good part of a small request's CPU time). The path only: query strings carry one-time
// tokens (sign-in links, invitation previews) and tRPC inputs with personal data.
import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "./logger.js";

declare module "http" {
  interface IncomingMessage {
    /** This request's id (X-Request-Id), set by requestLog. */
    id?: string;
  }
}

export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader("X-Request-Id", id);
    if (!req.url.startsWith("/api/")) return next();
    const started = Date.now();
    const request = { id, method: req.method, url: req.url.split("?")[0], remoteAddress: req.socket.remoteAddress };
    const done = (error?: Error) => {
      res.off("close", done);
      res.off("finish", done);
      res.off("error", done);
      const responseTime = Date.now() - started;
      const response = { statusCode: res.statusCode };
      if (error || res.statusCode >= 500) {
        const err = error ?? new Error(`failed with status code ${res.statusCode}`);
        return log.info({ req: request, res: response, err, responseTime }, "request errored");
      }
      log.info({ req: request, res: response, responseTime }, !req.readableAborted && res.writableEnded ? "request completed" : "request aborted");
    };
    res.on("close", done);
    res.on("finish", done);
    res.on("error", done);
    next();
  };
}
