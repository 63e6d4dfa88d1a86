// tRPC on Express through tRPC's own request handling (`resolveResponse`: batching, inputs, errors,
// status codes, responseMeta), with a lighter bridge than @trpc/server's Express adapter. That adapter
// copies every header into a Fetch `Headers`, streams the parsed body back out of a web stream, and
// pipes the answer through a `WritableStream` chunk by chunk: on this server those web streams cost more
// CPU than the whole of a counter award's own work. Our answers are never streamed (the admin uses
// httpBatchLink, not the streaming link), so the answer is read whole and written with one `end`.
import type { AnyTRPCRouter, inferRouterContext } from "@trpc/server";
import { resolveResponse, type HTTPErrorHandler, type ResponseMetaFn } from "@trpc/server/http";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export type TrpcExpressOptions<TRouter extends AnyTRPCRouter> = {
  router: TRouter;
  createContext(req: Request, res: Response): Promise<inferRouterContext<TRouter>>;
  maxBatchSize?: number;
  responseMeta?: ResponseMetaFn<TRouter>;
  onError?: HTTPErrorHandler<TRouter, Request>;
};

/** A request header's value as Fetch gives it; Node joins repeated request headers except Set-Cookie, which a request has not. */
function headerValue(req: Request, name: string): string | null {
  const value = req.headers[name];
  return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
}

/** The headers as a Fetch init record. */
function headersOf(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const key in req.headers) {
    const value = headerValue(req, key);
    if (value !== null) headers[key] = value;
  }
  return headers;
}

// tRPC reads only the query string and headers of the address; the procedure path comes separately.
const addressOf = (req: Request) => `http://localhost${req.url}`;

/** A Fetch Request with all the headers, for a body that jsonBody did not read: tRPC answers its content type. */
function fetchRequest(req: Request, signal: AbortSignal): globalThis.Request {
  return new globalThis.Request(addressOf(req), { method: req.method, headers: headersOf(req), signal });
}

/**
 * The part of a Fetch Request that resolveResponse and its JSON handler read (method, url, headers.get and
 * .has, signal, text()), over Node's own request. Building a real one (undici copies the headers into its
 * list, wraps the body in a web stream and follows the signal) cost about 5 % of a counter award's
 * server CPU. tests/foundation/protocol.test.ts holds tRPC's reading of it: batches, GET inputs, content types.
 */
function jsonCall(req: Request, body: string | undefined, signal: AbortSignal): globalThis.Request {
  const header = (name: string) => headerValue(req, name.toLowerCase());
  const headers = { get: header, has: (name: string) => header(name) !== null };
  const call = { method: req.method, url: addressOf(req), headers, signal, text: async () => body ?? "" };
  return call as unknown as globalThis.Request;
}

export function trpcExpress<TRouter extends AnyTRPCRouter>(options: TrpcExpressOptions<TRouter>): RequestHandler {
  const { router, createContext, maxBatchSize, responseMeta, onError } = options;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // Aborts the procedures' signal when the client goes away before its answer is written.
      const controller = new AbortController();
      res.once("close", () => {
        if (!res.writableEnded) controller.abort();
      });
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      // The body was parsed by jsonBody (limits and nesting checked there); tRPC reads it as text.
      const body = !hasBody || req.body === undefined ? undefined : typeof req.body === "string" ? req.body : JSON.stringify(req.body);
      // A GET, or a POST whose JSON body jsonBody has read; any other body is tRPC's to refuse.
      const request = !hasBody || req.body !== undefined ? jsonCall(req, body, controller.signal) : fetchRequest(req, controller.signal);
      const response = await resolveResponse<TRouter>({
        router,
        req: request,
        path: req.path.slice(req.path.lastIndexOf("/") + 1),
        error: null,
        maxBatchSize,
        responseMeta,
        createContext: () => createContext(req, res),
        onError: onError && ((error) => onError({ ...error, req })),
      });
      if (res.statusCode === 200) res.statusCode = response.status;
      response.headers.forEach((value, key) => {
        if (key !== "set-cookie") res.setHeader(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.append("Set-Cookie", cookies);
      const answer = Buffer.from(await response.arrayBuffer());
      // Its length up front (compression drops it when it compresses): no chunked encoding for one piece.
      // Not on HEAD's empty 204, which must not carry one.
      if (answer.byteLength > 0) res.setHeader("Content-Length", answer.byteLength);
      res.end(answer);
    } catch (error) {
      next(error);
    }
  };
}
