// Which sidebar links to show for the current path: top-level links, and the children of the
// top-level link that is active (itself or one of its children).
import type { LinkedResource } from "../viewer/useResources";

/** The frame's own links besides the resources': the home page (the shop's name) and the account (the e-mail). */
export type FrameLinks = { home: string; account: string };

function isActive(path: string, pathname: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The most specific usable resource path containing the current path. */
export function activePath(usable: LinkedResource[], pathname: string): string | undefined {
  return usable
    .map((resource) => resource.list)
    .filter((path) => isActive(path, pathname))
    .sort((a, b) => b.length - a.length)[0];
}

export type NavLink = { resource: LinkedResource; depth: 0 | 1; open: boolean };

export function sidebarLinks(usable: LinkedResource[], pathname: string, placement: "main" | "bottom"): NavLink[] {
  const links: NavLink[] = [];
  const inPlacement = (resource: LinkedResource) => (resource.meta.placement === "bottom") === (placement === "bottom");
  for (const resource of usable.filter((r) => !r.meta.parent && inPlacement(r))) {
    const children = usable.filter((child) => child.meta.parent === resource.name);
    const open = children.length > 0 && isActive(resource.list, pathname);
    links.push({ resource, depth: 0, open });
    if (open) links.push(...children.map((child) => ({ resource: child, depth: 1 as const, open: false })));
  }
  return links;
}
