// Who may use which admin route: its flag must be on, and its role rule met (SPEC sections 2 and 6).
import { findResource, resources, type AdminResource } from "../resources";
import type { Viewer } from "./ViewerProvider";

export function canUse(resource: AdminResource, viewer: Viewer): boolean {
  const { access, flag, parent } = resource.meta;
  if (access === "platformAdmin") return viewer.platformAdmin;
  if (!viewer.company) return false;
  if (access === "owner" && viewer.role !== "OWNER") return false;
  if (flag && !viewer.flags[flag]) return false;
  // A child link is reachable only through its parent, so the parent's rule applies too.
  const parentResource = parent ? findResource(parent) : undefined;
  return parentResource ? canUse(parentResource, viewer) : true;
}

export function usableResources(viewer: Viewer): AdminResource[] {
  return resources.filter((resource) => canUse(resource, viewer));
}

/** Where a viewer starts: the home page, or for a platform admin without a shop the platform pages. */
export function homePath(viewer: Viewer): string {
  return viewer.company ? "/admin" : "/admin/platform/outbox";
}
