// Who may use which admin resource: its flag must be on, and its role rule and the employee's grant met
// (the server enforces the same in trpc.ts; these only hide what it would refuse). Pure rules over the resources' meta:
// the access-control provider (providers/accessControlProvider.ts) answers Refine's `useCan` and
// `CanAccess` with them. This file imports no resource list, so pages may use it without an import circle.
import type { ReactNode } from "react";
import type { AdminPanelFlag } from "@shared/flags.js";
import { hasPermission, type StaffPermission } from "@shared/staffAccess.js";
import type { Viewer } from "./viewer";

type ResourceMeta = {
  label: string;
  icon?: ReactNode;
  /** The admin-panel flag that must be true for the resource to be usable (shared/flags.ts). */
  flag?: AdminPanelFlag;
  /** The name of the parent resource: a child follows its parent's rules too. */
  parent?: string;
  /** Who besides the flag may use it: shop owners only, or platform admins only. */
  access?: "owner" | "platformAdmin";
  /** The grant an employee needs (the owner has all); without one, every employee may use it. */
  permission?: StaffPermission;
  /** Bottom links sit apart at the foot of the sidebar. */
  placement?: "bottom";
  /** One line on the home page's card. */
  description?: string;
  /** Not a sidebar link: its list shows inside another page (e.g. tags in the settings). */
  hide?: boolean;
};

/** A resource as the rules and the navigation read it (Refine's resource items carry the same). */
export type RuledResource = { name: string; list?: string; meta: ResourceMeta };

export function canUse(resource: RuledResource, viewer: Viewer, all: readonly RuledResource[]): boolean {
  const { access, flag, parent, permission } = resource.meta;
  if (access === "platformAdmin") return viewer.platformAdmin;
  if (!viewer.company) return false;
  if (access === "owner" && viewer.role !== "OWNER") return false;
  if (flag && !viewer.flags[flag]) return false;
  if (permission && !may(viewer, permission)) return false;
  // A child is reachable only through its parent, so the parent's rule applies too.
  const parentResource = parent ? all.find((candidate) => candidate.name === parent) : undefined;
  return parentResource ? canUse(parentResource, viewer, all) : true;
}

/** True if the viewer's shop role and grant open `permission` (customers and history, exports). */
export function may(viewer: Viewer, permission: StaffPermission): boolean {
  return viewer.role !== null && viewer.access !== null && hasPermission({ role: viewer.role, access: viewer.access }, permission);
}

/** Why a shop member cannot open a resource, in words they can act on. */
export function refusalReason(resource: RuledResource, viewer: Viewer, all: readonly RuledResource[]): string {
  const rules = lineage(resource, all).map((r) => r.meta);
  if (rules.some((meta) => meta.access === "platformAdmin")) return "Η σελίδα είναι μόνο για τους διαχειριστές της πλατφόρμας.";
  if (rules.some((meta) => meta.access === "owner") && viewer.role !== "OWNER") return "Η σελίδα είναι μόνο για τον ιδιοκτήτη του καταστήματος.";
  if (rules.some((meta) => meta.permission && !may(viewer, meta.permission))) {
    return "Ο ιδιοκτήτης του καταστήματος δεν σας έχει δώσει πρόσβαση σε αυτή τη σελίδα. Μπορεί να την ενεργοποιήσει από τη σελίδα «Προσωπικό».";
  }
  return "Η λειτουργία δεν είναι ενεργή για το κατάστημα.";
}

/** The resource and its parents, whose rules it follows. */
function lineage(resource: RuledResource, all: readonly RuledResource[]): RuledResource[] {
  const parent = resource.meta.parent ? all.find((candidate) => candidate.name === resource.meta.parent) : undefined;
  return parent ? [resource, ...lineage(parent, all)] : [resource];
}
