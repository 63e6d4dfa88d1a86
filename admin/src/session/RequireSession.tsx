// Admin pages need a session: without one, sign in and come back (SPEC section 7).
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { Spinner } from "../components/Spinner";
import { useSession } from "./store";

export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  if (status === "loading") return <Spinner fullScreen />;
  if (status === "unauthenticated") {
    const callbackUrl = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/auth/signin?error=SessionRequired&callbackUrl=${callbackUrl}`} replace />;
  }
  return <>{children}</>;
}
