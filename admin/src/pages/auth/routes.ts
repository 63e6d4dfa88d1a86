// The sign-in pages under /auth (App.tsx renders them; the accessibility audit enumerates them here).
import { lazy } from "react";

export const authRoutes = [
  { path: "/auth/signin", page: lazy(() => import("./signin")) },
  { path: "/auth/signout", page: lazy(() => import("./signout")) },
  { path: "/auth/forgot-password", page: lazy(() => import("./forgot-password")) },
  { path: "/auth/set-password", page: lazy(() => import("./set-password")) },
  { path: "/auth/invitation", page: lazy(() => import("./invitation")) },
  { path: "/auth/error", page: lazy(() => import("./error")) },
];
