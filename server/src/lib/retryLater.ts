// Refusals that tell the client when to come back: the error carries the seconds, tRPC answers with the
// matching code and app.ts adds a Retry-After header.
import { TRPCError } from "@trpc/server";

export class RetryLaterError extends Error {
  constructor(
    message: string,
    readonly code: "TOO_MANY_REQUESTS" | "SERVICE_UNAVAILABLE",
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }

  toTRPCError(): TRPCError {
    return new TRPCError({ code: this.code, message: this.message, cause: this });
  }
}

/** The longest Retry-After asked for by any of the errors, or null. */
export function retryAfterSeconds(errors: readonly unknown[]): number | null {
  const seconds = errors.flatMap((error) => {
    const cause = error instanceof RetryLaterError ? error : (error as { cause?: unknown })?.cause;
    return cause instanceof RetryLaterError ? [cause.retryAfterSeconds] : [];
  });
  return seconds.length ? Math.max(...seconds) : null;
}
