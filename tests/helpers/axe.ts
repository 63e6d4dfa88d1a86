// axe-core in a playwright page: WCAG 2.1 A and AA rules, plus the two heading rules issue 13 asks for.
// The script is handed to the page through the DevTools protocol (page.evaluate), which the site's
// content-security policy does not govern: the pages are audited under their real policy.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Best-practice rules we hold ourselves to as well: one h1 per page, no skipped heading levels. */
const EXTRA_RULES = ["page-has-heading-one", "heading-order"];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] };

/** The page's violations, one readable line per rule and element ("" when there are none). */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    async ({ tags, extra }) => {
      const axe = (
        window as unknown as {
          axe: { getRules(tags: string[]): { ruleId: string }[]; run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const rules = [...axe.getRules(tags).map((rule) => rule.ruleId), ...extra];
      const result = await axe.run(document, { runOnly: { type: "rule", values: rules }, resultTypes: ["violations"] });
      return result.violations;
    },
    { tags: WCAG_TAGS, extra: EXTRA_RULES },
  );
  return (violations as Violation[]).flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${JSON.stringify(node.target)}: ${(node.failureSummary ?? "").split("\n").slice(1).join(" ").trim()}`,
    ),
  );
}
