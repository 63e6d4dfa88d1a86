// The wallet's calls: the same tRPC router as the admin, one request per call (no batching: the wallet
// makes few calls and each is small). Types come from the server's AppRouter.
import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "@shared/appRouter.js";

export const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: "/api/trpc" })] }).wallet;

type Outputs = inferRouterOutputs<AppRouter>["wallet"];
export type Card = Outputs["cards"][number];
export type HistoryRow = Outputs["history"]["rows"][number];
export type Notice = Outputs["notifications"][number];
export type Profile = Outputs["profile"];

/** The Greek message of a failed call; a network failure is said as such. */
export function errorText(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (!error.data && !error.shape) return "Δεν υπάρχει σύνδεση στο διαδίκτυο. Δοκιμάστε ξανά.";
    return error.message;
  }
  return "Κάτι πήγε στραβά. Δοκιμάστε ξανά.";
}

export function isSignedOut(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === "UNAUTHORIZED";
}

export function isOffline(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data && !error.shape;
}
