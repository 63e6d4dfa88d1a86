// Call-client defaults: retry delay doubling from 1 s up to 30 s, results kept
// 5 minutes, mutations never retried. Errors that cannot heal by retrying are not retried.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { refetchSession } from "../session/store";
import { isRetryable, isUnauthorized } from "./errors";

// A call refused for want of a session (expired, revoked, signed out elsewhere): refetching the
// session flips it to unauthenticated, and the session guard sends the user to sign in.
function onCallError(error: unknown) {
  if (isUnauthorized(error)) void refetchSession();
}

const MAX_QUERY_RETRIES = 3;

/**
 * Whether a failed read is tried again: the client's default, and the viewer's session read's
 * (Refine's useGetIdentity turns retries off).
 */
export const retryRead = (failures: number, error: unknown) => failures < MAX_QUERY_RETRIES && isRetryable(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onCallError }),
    mutationCache: new MutationCache({ onError: onCallError }),
    defaultOptions: {
      queries: {
        retry: retryRead,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        cacheTime: 5 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
