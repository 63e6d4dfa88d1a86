// Refine's access control: `useCan` / `CanAccess` ask whether the viewer may use a resource (its flag,
// role rule and the employee's grant, viewer/access.ts) or, with the action "export", download its CSV.
// The viewer is the one ViewerProvider loaded (its store); the server enforces the same rules.
import type { AccessControlProvider } from "@refinedev/core";
import { canUse, may, refusalReason, type RuledResource } from "../viewer/access";
import type { ViewerStore } from "../viewer/viewer";

/** Actions besides Refine's list/create/edit/show/delete, which all follow the resource's rule. */
export const EXPORT_ACTION = "export";

export function createAccessControlProvider(store: ViewerStore, resources: readonly RuledResource[]): AccessControlProvider {
  return {
    can: async ({ resource, action }) => {
      const viewer = store.current;
      const item = resources.find((candidate) => candidate.name === resource);
      if (!viewer || !item) return { can: false };
      if (!canUse(item, viewer, resources)) return { can: false, reason: refusalReason(item, viewer, resources) };
      // Downloads are the owner's, or an employee's the owner granted them.
      if (action === EXPORT_ACTION && !may(viewer, "exports")) return { can: false };
      return { can: true };
    },
    // The rules change only with a new sign-in, which starts a new cache.
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true }, queryOptions: { staleTime: Infinity } },
  };
}
