// The <head> tags of a pre-rendered page: title, description, robots, canonical and the share card.
import { escapeHtml } from "@shared/escapeHtml.js";
import { SHARE_IMAGE, site, type PageMeta } from "./site.js";

export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.endsWith("/") ? origin : `${origin}/`).href;
}

export function renderHead(page: PageMeta, origin: string): string {
  const canonical = absoluteUrl(origin, page.path);
  const image = absoluteUrl(origin, SHARE_IMAGE.path);
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", page.description),
    meta("name", "robots", page.robots),
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    meta("property", "og:type", "website"),
    meta("property", "og:locale", "el_GR"),
    meta("property", "og:site_name", site.name),
    meta("property", "og:title", page.title),
    meta("property", "og:description", page.description),
    meta("property", "og:url", canonical),
    meta("property", "og:image", image),
    meta("property", "og:image:type", "image/png"),
    meta("property", "og:image:width", String(SHARE_IMAGE.width)),
    meta("property", "og:image:height", String(SHARE_IMAGE.height)),
    meta("property", "og:image:alt", SHARE_IMAGE.alt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", image),
    meta("name", "twitter:image:alt", SHARE_IMAGE.alt),
  ];
  return tags.join("\n    ");
}

function meta(attribute: "name" | "property", key: string, content: string) {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}
