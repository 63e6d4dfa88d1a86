// A write the server refused for overload (503 with Retry-After) is sent again after the wait it
// asked for, at most BUSY_RETRIES times, with the same input: only writes that carry an idempotency key
// are retried, so a retry of one that did get through is answered, never recorded twice.
import { retryLink, type TRPCClientError, type TRPCLink } from "@trpc/client";
import type { AnyRouter } from "@trpc/server";

const BUSY_RETRIES = 3;

const hasIdempotencyKey = (input: unknown) => typeof (input as { idempotencyKey?: unknown } | null)?.idempotencyKey === "string";

function retryAfterMs(error: TRPCClientError<AnyRouter>): number {
  const response = (error.meta as { response?: { headers?: Headers } } | undefined)?.response;
  const seconds = Number(response?.headers?.get("retry-after"));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 30) * 1000 : 1000;
}

/** `notify(seconds)` tells the person the write is being sent again (once per retry). */
export function retryWhenBusyLink<Router extends AnyRouter>(notify: (seconds: number) => void): TRPCLink<Router> {
  let delayMs = 1000;
  return retryLink<Router>({
    retry({ op, error, attempts }) {
      const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
      if (status !== 503 || op.type !== "mutation" || !hasIdempotencyKey(op.input) || attempts > BUSY_RETRIES) return false;
      // retryDelayMs is called right after this, for this error.
      delayMs = retryAfterMs(error as TRPCClientError<AnyRouter>);
      notify(delayMs / 1000);
      return true;
    },
    retryDelayMs: () => delayMs,
  });
}
