// The viewer (user, shop, role, access, flags) built from the three reads that describe them. One
// definition for ViewerProvider, which loads them, and for Refine's auth and access-control providers,
// which read them from the query cache once loaded.
import type { QueryClient } from "@tanstack/react-query";
import type { AdminPanelFlag } from "@shared/flags.js";
import type { RouterOutputs } from "../lib/routerTypes";

export type Company = RouterOutputs["company"]["get"];

export type Viewer = {
  id: string;
  email: string | null;
  name: string | null;
  platformAdmin: boolean;
  /** null only for a platform admin who works for no shop. */
  company: Company | null;
  role: Company["role"] | null;
  /** What the owner lets this employee use besides the counter (the owner has everything). */
  access: Company["access"] | null;
  flags: Partial<Record<AdminPanelFlag, boolean>>;
};

export const viewerKeys = { session: ["auth.getSession"], company: ["company.get"], flags: ["featureFlags.get"] } as const;

type Reads = {
  session: RouterOutputs["auth"]["getSession"] | undefined;
  company: Company | undefined;
  flags: RouterOutputs["featureFlags"]["get"] | undefined;
};

export function toViewer({ session, company, flags }: Reads): Viewer | null {
  const user = session?.user;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    platformAdmin: user.platformAdmin,
    company: company ?? null,
    role: company?.role ?? null,
    access: company?.access ?? null,
    flags: flags?.["admin-panel"] ?? {},
  };
}

/** The viewer as ViewerProvider loaded it, or null before that (or when signed out). */
export function cachedViewer(queryClient: QueryClient): Viewer | null {
  return toViewer({
    session: queryClient.getQueryData(viewerKeys.session),
    company: queryClient.getQueryData(viewerKeys.company),
    flags: queryClient.getQueryData(viewerKeys.flags),
  });
}
