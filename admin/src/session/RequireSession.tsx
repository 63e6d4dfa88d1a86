// Admin pages need a session: without one, sign in and come back to the same address. Asks the auth
// provider's `check` (Refine's useIsAuthenticated), again whenever the session store's status changes:
// a sign-out in another tab, or a call refused as signed out. A check under way keeps the page shown.
import { useIsAuthenticated } from "@refinedev/core";
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { useSession } from "./store";

export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const check = useIsAuthenticated({ params: { status } });
  if (check.isLoading || status === "loading") return <Spinner fullScreen />;
  if (!check.data?.authenticated) return <Navigate to={check.data?.redirectTo ?? "/auth/signin"} replace />;
  return <>{children}</>;
}
