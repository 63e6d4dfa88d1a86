// The admin's resources as Refine holds them (declared in resources.tsx and given to <Refine>), for
// pages that list them: the home page's cards and a section's landing page. Read from Refine rather
// than imported, so that no page imports the file that lazy-imports the pages.
import { useResource } from "@refinedev/core";
import { canUse, type RuledResource } from "./access";
import { useViewer } from "./ViewerProvider";

/** A resource with a list route: a page of its own, linked from the sidebar and the home page. */
export type LinkedResource = RuledResource & { list: string };

export function useLinkedResources(): LinkedResource[] {
  const { resources } = useResource();
  return (resources as unknown as RuledResource[]).filter((resource): resource is LinkedResource => typeof resource.list === "string" && !resource.meta.hide);
}

/** The linked resources the viewer may use, by the rules the access-control provider answers with. */
export function useUsableResources(): LinkedResource[] {
  const viewer = useViewer();
  const { resources } = useResource();
  const all = resources as unknown as RuledResource[];
  return useLinkedResources().filter((resource) => canUse(resource, viewer, all));
}
