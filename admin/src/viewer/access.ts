// Who may use which admin route: its flag must be on, and its role rule and the employee's grant met
// (SPEC sections 2 and 6; the server enforces the same in trpc.ts).
import { findResource, resources, type AdminResource } from "../resources";
import { hasPermission, type StaffPermission } from "@shared/staffAccess.js";
import type { Viewer } from "./ViewerProvider";

export function canUse(resource: AdminResource, viewer: Viewer): boolean {
  const { access, flag, parent, permission } = resource.meta;
  if (access === "platformAdmin") return viewer.platformAdmin;
  if (!viewer.company) return false;
  if (access === "owner" && viewer.role !== "OWNER") return false;
  if (flag && !viewer.flags[flag]) return false;
  if (permission && !may(viewer, permission)) return false;
  // A child link is reachable only through its parent, so the parent's rule applies too.
  const parentResource = parent ? findResource(parent) : undefined;
  return parentResource ? canUse(parentResource, viewer) : true;
}

export function usableResources(viewer: Viewer): AdminResource[] {
  return resources.filter((resource) => canUse(resource, viewer));
}

/** True if the viewer's shop role and grant open `permission` (customers and history, exports). */
export function may(viewer: Viewer, permission: StaffPermission): boolean {
  return viewer.role !== null && viewer.access !== null && hasPermission({ role: viewer.role, access: viewer.access }, permission);
}

/** Why a shop member cannot open a resource, in words they can act on. */
export function refusalReason(resource: AdminResource, viewer: Viewer): string {
  const rules = lineage(resource).map((r) => r.meta);
  if (rules.some((meta) => meta.access === "platformAdmin")) return "Η σελίδα είναι μόνο για τους διαχειριστές της πλατφόρμας.";
  if (rules.some((meta) => meta.access === "owner") && viewer.role !== "OWNER") return "Η σελίδα είναι μόνο για τον ιδιοκτήτη του καταστήματος.";
  if (rules.some((meta) => meta.permission && !may(viewer, meta.permission))) {
    return "Ο ιδιοκτήτης του καταστήματος δεν σας έχει δώσει πρόσβαση σε αυτή τη σελίδα. Μπορεί να την ενεργοποιήσει από τη σελίδα «Προσωπικό».";
  }
  return "Η λειτουργία δεν είναι ενεργή για το κατάστημα.";
}

/** The resource and its parents, whose rules it follows. */
function lineage(resource: AdminResource): AdminResource[] {
  const parent = resource.meta.parent ? findResource(resource.meta.parent) : undefined;
  return parent ? [resource, ...lineage(parent)] : [resource];
}

/** Where a viewer starts: the home page, or for a platform admin without a shop the platform pages. */
export function homePath(viewer: Viewer): string {
  return viewer.company ? "/admin" : "/admin/platform/outbox";
}
