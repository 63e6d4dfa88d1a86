// The viewer (user, shop, role, access, flags) built from the three reads that describe them. One
// definition for ViewerProvider, which loads them through Refine, and for Refine's auth and
// access-control providers, which answer from the viewer it loaded (ViewerStore).
import type { AdminPanelFlag } from "@shared/flags.js";
import type { RouterOutputs } from "../lib/routerTypes";

export type Company = RouterOutputs["company"]["get"];
/** The signed-in user, as the auth provider's getIdentity answers (null: signed out). */
export type Identity = NonNullable<RouterOutputs["auth"]["getSession"]>["user"];

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

type Reads = {
  user: Identity | null | undefined;
  company: Company | undefined;
  flags: RouterOutputs["featureFlags"]["get"] | undefined;
};

export function toViewer({ user, company, flags }: Reads): Viewer | null {
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

/**
 * The viewer ViewerProvider loaded, or null before that: Refine asks the access-control provider and
 * getPermissions outside React, and they answer from here. One per AdminApp (createAdminProviders),
 * so a new sign-in starts empty.
 */
export type ViewerStore = { current: Viewer | null };
