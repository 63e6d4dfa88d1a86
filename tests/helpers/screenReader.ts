// What a screen reader would say, read from the page: the text of live regions as they change
// (announcements), and the focused element as Chromium's accessibility tree names it.
import type { BrowserContext, Page } from "playwright-core";

declare global {
  interface Window {
    __announcements: string[];
  }
}

/**
 * Records announcements in every page of the context, the way screen readers treat live regions: a change
 * inside a region (aria-live, role alert/status/log) speaks the region's text, and an inserted
 * role="alert" speaks at once. Hidden regions and unchanged text say nothing.
 */
export async function recordAnnouncements(context: BrowserContext) {
  await context.addInitScript(() => {
    const LIVE = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
    window.__announcements = [];

    const spoken = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
      if (!node.checkVisibility({ visibilityProperty: true })) return "";
      const label = node.getAttribute("aria-label");
      if (label && node.getAttribute("role") === "img") return label;
      return [...node.childNodes].map(spoken).join(" ");
    };
    const textOf = (region: Element) => spoken(region).replace(/\s+/g, " ").trim();
    const last = new WeakMap<Element, string>();

    const observer = new MutationObserver((mutations) => {
      const changed = new Set<Element>();
      for (const mutation of mutations) {
        const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
        const region = target?.closest(LIVE);
        if (region) changed.add(region);
        for (const added of mutation.addedNodes) {
          if (!(added instanceof Element)) continue;
          for (const inserted of [added, ...added.querySelectorAll(LIVE)]) {
            if (inserted.matches('[role="alert"]')) changed.add(inserted);
            else if (inserted.matches(LIVE)) last.set(inserted, textOf(inserted)); // a polite region speaks on its next change
          }
        }
      }
      for (const region of changed) {
        if (!region.isConnected) continue;
        const text = textOf(region);
        if (text && text !== last.get(region)) window.__announcements.push(text);
        last.set(region, text);
      }
    });
    const start = () => observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    if (document.documentElement) start();
    else document.addEventListener("DOMContentLoaded", start);
  });
}

/** The announcements since the last call. */
export function takeAnnouncements(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__announcements.splice(0));
}

export type FocusedNode = { role: string; name: string; description: string; invalid: boolean };

/** The focused element as Chromium exposes it to assistive technology. */
export async function focusedNode(page: Page): Promise<FocusedNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "document.activeElement" });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { objectId: result.objectId, fetchRelatives: false });
    const node = nodes[0];
    const invalid = node.properties?.find((property) => property.name === "invalid")?.value.value;
    return {
      role: String(node.role?.value ?? ""),
      name: String(node.name?.value ?? ""),
      description: String(node.description?.value ?? ""),
      invalid: invalid !== undefined && invalid !== "false",
    };
  } finally {
    await cdp.detach();
  }
}
