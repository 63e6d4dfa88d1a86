// The one error mapper: database and library errors become tRPC errors with a Greek message.
import { TRPCError } from "@trpc/server";
import { busyError, isDatabaseWaitTimeout } from "./overload.js";
import { RetryLaterError } from "./retryLater.js";

type PgLike = { code?: string; constraint?: string; cause?: unknown; meta?: Record<string, unknown> };

// The ledger guard's messages (prisma/sql/ledger/), for when the driver adapter
// drops the constraint name on the way up.
const guardMessages: Array<[RegExp, string]> = [
  [/points balance would become negative/, "customer_points_nonnegative"],
  [/stamps balance would become negative/, "customer_stamps_nonnegative"],
];

const messages: Record<string, string> = {
  customer_points_nonnegative: "Ο πελάτης δεν έχει αρκετούς πόντους.",
  customer_stamps_nonnegative: "Ο πελάτης δεν έχει αρκετές στάμπες.",
};

/** Finds the PostgreSQL error code (and constraint) under Prisma's driver-adapter wrapping. */
export function pgError(error: unknown): { code?: string; constraint?: string; message?: string } {
  let current = error as PgLike | undefined;
  for (let depth = 0; current && depth < 6; depth++) {
    const adapter = current.meta?.driverAdapterError as { cause?: { originalCode?: string; originalMessage?: string; constraint?: unknown } } | undefined;
    if (adapter?.cause?.originalCode) {
      const constraint = adapter.cause.constraint as { index?: string } | string | undefined;
      return {
        code: adapter.cause.originalCode,
        constraint: typeof constraint === "string" ? constraint : constraint?.index,
        message: adapter.cause.originalMessage,
      };
    }
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code)) {
      return { code: current.code, constraint: current.constraint, message: (current as Error).message };
    }
    current = current.cause as PgLike | undefined;
  }
  return {};
}

/** Serialization failures and deadlocks: the whole transaction may be retried. */
function isRetryableConflict(error: unknown): boolean {
  const { code } = pgError(error);
  return code === "40001" || code === "40P01";
}

/** Retries after the first attempt; a deadlock victim's work was rolled back, so running it again is safe. */
const CONFLICT_RETRIES = 3;

/** Runs a whole database transaction again when it lost a deadlock or a serialization conflict. */
export async function retryOnConflict<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= CONFLICT_RETRIES || !isRetryableConflict(error)) throw error;
    }
  }
}

export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (isDatabaseWaitTimeout(error)) return busyError(error);
  if (error instanceof RetryLaterError) return error.toTRPCError();
  const { code, constraint, message } = pgError(error);
  if (code === "23514") {
    const guard = constraint ?? guardMessages.find(([pattern]) => pattern.test(message ?? ""))?.[1];
    return new TRPCError({ code: "CONFLICT", message: messages[guard ?? ""] ?? "Η αλλαγή δεν επιτρέπεται.", cause: error });
  }
  if (code === "23505") return new TRPCError({ code: "CONFLICT", message: "Η εγγραφή υπάρχει ήδη.", cause: error });
  if (code === "23503") return new TRPCError({ code: "NOT_FOUND", message: "Η εγγραφή δεν βρέθηκε.", cause: error });
  if (code === "40001" || code === "40P01") {
    return new TRPCError({ code: "CONFLICT", message: "Ταυτόχρονη αλλαγή, δοκιμάστε ξανά.", cause: error });
  }
  if ((error as { code?: string })?.code === "P2025") {
    return new TRPCError({ code: "NOT_FOUND", message: "Η εγγραφή δεν βρέθηκε.", cause: error });
  }
  return new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "Κάτι πήγε στραβά. Δοκιμάστε ξανά.", cause: error });
}
