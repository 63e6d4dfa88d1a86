// Load shedding: past its capacity the server says so at once (503 with Retry-After) instead of queueing
// without bound. Two bounds: admin and API requests in flight (MAX_REQUESTS_IN_FLIGHT), and the wait for a
// database connection (DATABASE_WAIT_MS, the pool's connectionTimeoutMillis). A request refused by
// either wrote nothing: the first refuses before any work, the second before its transaction began.
import type { Request, RequestHandler, Response } from "express";
import { TRPCError } from "@trpc/server";

export const BUSY_MESSAGE = "Ο διακομιστής δέχεται πολλά αιτήματα αυτή τη στιγμή και η ενέργεια δεν έγινε. Δοκιμάστε ξανά σε λίγο.";
export const BUSY_MESSAGE_EN = "The server is receiving too many requests right now; nothing was done. Try again shortly.";
/** Seconds a refused client waits before trying again. */
export const RETRY_AFTER_SECONDS = 1;

export function busyError(cause?: unknown): TRPCError {
  return new TRPCError({ code: "SERVICE_UNAVAILABLE", message: BUSY_MESSAGE, cause });
}

/**
 * pg's pool gave up waiting for a connection (connectionTimeoutMillis), possibly under the driver
 * adapter's wrapping: either no pooled connection came free, or opening a new one took that long.
 */
export function isDatabaseWaitTimeout(error: unknown): boolean {
  let current = error as { message?: unknown; cause?: unknown; meta?: unknown } | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    const message = typeof current.message === "string" ? current.message : "";
    if (message.includes("timeout exceeded when trying to connect") || message.includes("Connection terminated due to connection timeout")) return true;
    current = (current.cause ?? (current.meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError) as typeof current;
  }
  return false;
}

/** Answered requests per adjustment of the cap: their median is what the cap follows. */
const WINDOW = 16;
/** The cap never adapts below this: one request's network time overlaps another's work. */
const MIN_IN_FLIGHT = 2;

/**
 * Counts requests from arrival until their answer is sent (or the client goes away); one past the cap
 * is answered 503 at once, in the shape its caller reads: a tRPC error (one per call of a batch), a
 * problem document for /api/v1. Mounted after the body is read (app.ts), so a request "arrives" with
 * its body: a client that sends its body slowly, or never, takes no place (lib/slowClients.ts).
 *
 * The cap adapts to the machine, up to `max`: by Little's law a fixed cap N gives waits of N / rate,
 * and the rate a server manages depends on its CPU and database. After every WINDOW answers, the
 * window's median time is compared with `targetMs`. Above it, in a window in which the cap was reached,
 * the cap shrinks by a fifth (the queue inside is too long); slow answers below the cap (a large report,
 * say) come from elsewhere and change nothing. At or below it the cap grows: by one where the cap was
 * reached (probing the edge), by a quarter where it was not, so that a burst at noon does not leave a
 * small cap that turns away the afternoon's sales at the next brief database stall. A median, so an
 * occasional slow answer does not shrink it; `targetMs` ≥ a minute makes it a fixed cap.
 */
export function limitRequestsInFlight(max: number, targetMs: number): RequestHandler {
  let inFlight = 0;
  let cap = max;
  let reachedCap = false;
  const window: number[] = [];
  const adapt = (ms: number) => {
    window.push(ms);
    if (window.length < WINDOW) return;
    const median = window.sort((a, b) => a - b)[WINDOW / 2];
    window.length = 0;
    if (median > targetMs) {
      if (reachedCap) cap = Math.max(MIN_IN_FLIGHT, Math.floor(cap * 0.8));
    } else {
      cap = Math.min(max, cap + (reachedCap ? 1 : Math.max(1, Math.floor(cap / 4))));
    }
    reachedCap = false;
  };
  return (req, res, next) => {
    if (inFlight >= cap) {
      reachedCap = true;
      return void sendBusy(req, res);
    }
    inFlight++;
    if (inFlight === cap) reachedCap = true;
    const started = performance.now();
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      inFlight--;
      adapt(performance.now() - started);
    };
    res.once("finish", finish);
    res.once("close", finish);
    next();
  };
}

function sendBusy(req: Request, res: Response) {
  res.status(503).set({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
  if (req.baseUrl === "/api/trpc") {
    // The mount path is stripped: req.path is e.g. /transaction.add or /a,b for a batch.
    const procedures = req.path.slice(1).split(",");
    const shape = (path: string) => ({
      error: { message: BUSY_MESSAGE, code: -32603, data: { code: "SERVICE_UNAVAILABLE", httpStatus: 503, path, zodError: null } },
    });
    const batch = req.query.batch === "1";
    return void res.json(batch ? procedures.map(shape) : shape(procedures[0]));
  }
  res.type("application/problem+json").send(
    JSON.stringify({
      type: "about:blank",
      title: "Service Unavailable",
      status: 503,
      code: "SERVICE_UNAVAILABLE",
      detail: BUSY_MESSAGE_EN,
      message: { el: BUSY_MESSAGE, en: BUSY_MESSAGE_EN },
    }),
  );
}
