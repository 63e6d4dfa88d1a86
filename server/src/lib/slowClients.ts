// Clients that send their request slowly. While it arrives, a request holds its connection, and nothing
// else: the cap on requests in flight counts it only once its body is in (app.ts). The connection is cut
// once its client falls behind, with a 408 where an answer can still be sent:
//   headers  all of them within `headersMs` of the request's first byte (of a new connection's opening).
//            Node's own timer, which it checks every `checkMs` (its default: every 30 s).
//   body     within `bodyGraceMs` of the headers, plus one second for every BODY_FLOOR_BYTES_PER_SECOND
//            received: a client that stops sending is cut after the grace, and one that keeps sending
//            at 3G's slowest rate never is, whatever the size (a list of 900 KB imported, a photo of a
//            few MiB uploaded). What counts is what the server has read from the connection.
// Node stops its timers when the server is closed: a shutdown cuts these clients itself (cutAll).
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

export type ClientTimeouts = { headersMs: number; bodyGraceMs: number; checkMs: number };

/**
 * A phone's request headers (1–2 KB) take a round trip or two, well under a second on 3G; 10 s leave room
 * for a lost packet sent again, twice (TCP waits 1 s, then 2 s, then 4 s). The same grace for a body's
 * first bytes; most JSON calls' bodies come with their headers.
 */
export const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 10_000, bodyGraceMs: 10_000, checkMs: 1_000 };

/**
 * 32 kbit/s: half of 3G's slowest data rate (64 kbit/s, its first uplink bearer), so that a phone on it
 * stays well above, after what TCP and resent packets take. A client above it keeps its connection, but
 * it costs that client as much as the server, and holds nothing else.
 */
export const BODY_FLOOR_BYTES_PER_SECOND = 4 * 1024;

/** How long after its headers a body may take, given the bytes of it received so far (more extend it). */
export function bodyAllowanceMs(receivedBytes: number, graceMs: number): number {
  return graceMs + (receivedBytes / BODY_FLOOR_BYTES_PER_SECOND) * 1000;
}

/**
 * http.createServer's options. Node's whole-request timer bounds the body rule at the longest body a
 * route accepts: past that, a client that keeps sending what will be refused anyway is cut.
 */
export function serverTimeouts(timeouts: ClientTimeouts, longestBodyBytes: number) {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.headersMs + Math.ceil(bodyAllowanceMs(longestBodyBytes, timeouts.bodyGraceMs)),
    connectionsCheckingInterval: timeouts.checkMs,
  };
}

type LateAnswers = {
  /** Answers 408 to a request whose body is late, with Connection: close (no answer has begun). */
  body(req: IncomingMessage, res: ServerResponse): void;
  /** Answers 408 on a connection whose request's headers have not all arrived, and closes it. */
  headers(socket: Socket): void;
};

/** A request announces a body with its length or as chunks; Node reads none otherwise. */
const hasBody = (req: IncomingMessage) => req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] ?? "0") !== "0";

/** The answer being written on a connection (Node's own field, which its closeIdleConnections reads too). */
const answerOn = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;

/**
 * Watches every request's body on `server` (the body rule above). cutAll, for the shutdown: every request
 * whose body is still arriving is cut now (nothing was done for it yet: every handler starts once its body
 * is in; an upload's partial file is removed), and so is every connection with no answer in progress
 * whose request's headers are arriving, once `closeIdleConnections` has closed the idle ones.
 */
export function watchSlowClients(server: Server, graceMs: number, late: LateAnswers): { cutAll(): void } {
  const bodies = new Set<() => void>();
  const connections = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    connections.add(socket);
    socket.once("close", () => connections.delete(socket));
  });
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const { socket } = req;
    const started = performance.now();
    const readBefore = socket.bytesRead;
    let timer: NodeJS.Timeout;
    const done = () => {
      clearTimeout(timer);
      bodies.delete(cut);
    };
    const cut = () => {
      done();
      if (req.complete) return;
      // Whoever reads the body (a JSON parser, an upload's file) learns that the rest will not come: the
      // request is ended here, as Node does not end an answered one when its connection closes.
      if (res.headersSent) {
        req.destroy();
        socket.destroy();
      } else {
        late.body(req, res);
        res.once("finish", () => req.destroy());
      }
    };
    const check = () => {
      if (req.complete) return done();
      const left = started + bodyAllowanceMs(socket.bytesRead - readBefore, graceMs) - performance.now();
      if (left > 0) timer = setTimeout(check, left);
      else cut();
    };
    timer = setTimeout(check, graceMs);
    bodies.add(cut);
    req.once("close", done);
  });
  return {
    cutAll() {
      for (const cut of bodies) cut();
      // A connection already ending (its last answer sent, or a 408) closes by itself.
      for (const socket of connections) if (!socket.destroyed && !socket.writableEnded && !answerOn(socket)) late.headers(socket);
    },
  };
}
