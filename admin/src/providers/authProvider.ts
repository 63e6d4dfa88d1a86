// Refine's auth provider over Auth.js (/api/auth, session/authApi.ts) and the viewer's reads: whether
// someone is signed in (the session store, shared with the other tabs), who they are, their role and
// grants, and signing out. Signing in happens on /auth/signin, outside the admin and Refine.
import type { AuthProvider } from "@refinedev/core";
import type { QueryClient } from "@tanstack/react-query";
import { trpc } from "../lib/trpc";
import { signOut } from "../session/authApi";
import { broadcastSessionChange, refetchSession, settledSession } from "../session/store";
import { takeEarly } from "../viewer/earlyViewer";
import { cachedViewer, viewerKeys } from "../viewer/viewer";
import { toHttpError } from "./dataProvider";

async function viewerRead<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    throw toHttpError(error);
  }
}

/**
 * The three reads that describe the viewer (viewer/viewer.ts): ViewerProvider loads them, and
 * getIdentity and getPermissions answer from them. The first answers may be the early ones
 * (viewer/earlyViewer.ts); failures are the data provider's HttpError. The settings refresh the shop
 * by its key. Feature flags are kept for as long as the page lives (SPEC section 9).
 */
export const viewerQueries = {
  session: { queryKey: viewerKeys.session, queryFn: () => viewerRead(takeEarly("session") ?? trpc.auth.getSession.query()) },
  company: { queryKey: viewerKeys.company, queryFn: () => viewerRead(takeEarly("company") ?? trpc.company.get.query()) },
  flags: {
    queryKey: viewerKeys.flags,
    queryFn: () => viewerRead(takeEarly("flags") ?? trpc.featureFlags.get.query()),
    staleTime: Infinity,
    cacheTime: Infinity,
  },
};

/** Where a request without a session goes: sign in, then back to `path`. */
export function signInPath(path: string): string {
  return `/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(path)}`;
}

const here = () => window.location.pathname + window.location.search;

export function createAuthProvider(queryClient: QueryClient): AuthProvider {
  return {
    login: async () => ({ success: false, redirectTo: "/auth/signin" }),
    check: async () => {
      const { status } = await settledSession();
      return status === "authenticated" ? { authenticated: true } : { authenticated: false, redirectTo: signInPath(here()), logout: false };
    },
    logout: async () => {
      const result = await signOut();
      if (!result.ok) return { success: false, error: { name: "signout", message: result.message } };
      broadcastSessionChange("signout");
      await refetchSession();
      return { success: true, redirectTo: "/" };
    },
    // A call refused for an ended session is handled by the query client (lib/queryClient.ts), for
    // Refine's hooks and the others alike.
    onError: async () => ({}),
    getIdentity: async () => {
      const viewer = cachedViewer(queryClient);
      return viewer && { id: viewer.id, name: viewer.name, email: viewer.email, platformAdmin: viewer.platformAdmin };
    },
    getPermissions: async () => {
      const viewer = cachedViewer(queryClient);
      return viewer && { role: viewer.role, access: viewer.access, flags: viewer.flags, platformAdmin: viewer.platformAdmin };
    },
  };
}
