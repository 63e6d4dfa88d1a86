// A failed tRPC call as the client throws it. Only the providers know the client's error class: they
// turn it into Refine's HttpError, and lib/errors.ts reads both (the settings and the customer panel
// still call the client directly).
import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@shared/appRouter.js";

export type CallError = TRPCClientError<AppRouter>;

export function isCallError(error: unknown): error is CallError {
  return error instanceof TRPCClientError;
}
