// Refine's auth provider over Auth.js (/api/auth, session/authApi.ts) and the viewer's session read:
// whether someone is signed in (the session store, shared with the other tabs), who they are (getIdentity,
// which ViewerProvider reads with useGetIdentity), their role and grants, and signing out. Signing in
// happens on /auth/signin, outside the admin and Refine.
import type { AuthProvider } from "@refinedev/core";
import { trpc } from "../lib/trpc";
import { signOut } from "../session/authApi";
import { broadcastSessionChange, refetchSession, settledSession } from "../session/store";
import { fromEarly } from "../viewer/earlyViewer";
import type { Identity, ViewerStore } from "../viewer/viewer";
import { toHttpError } from "./dataProvider";

/** The signed-in user, or null; the first answer may be the early one (viewer/earlyViewer.ts). */
async function readIdentity(): Promise<Identity | null> {
  try {
    return (await fromEarly("session", () => trpc.auth.getSession.query()))?.user ?? null;
  } catch (error) {
    // Failures in the data provider's form, so ViewerProvider tells them apart the same way.
    throw toHttpError(error);
  }
}

/** Where a request without a session goes: sign in, then back to `path`. */
function signInPath(path: string): string {
  return `/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(path)}`;
}

const here = () => window.location.pathname + window.location.search;

export function createAuthProvider(viewer: ViewerStore): AuthProvider {
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
    getIdentity: readIdentity,
    getPermissions: async () => {
      const loaded = viewer.current;
      return loaded && { role: loaded.role, access: loaded.access, flags: loaded.flags, platformAdmin: loaded.platformAdmin };
    },
  };
}
