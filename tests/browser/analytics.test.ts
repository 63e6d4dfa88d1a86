// The analytics screens in a real browser, on the built admin and the demo data: the owner of
// «Καφέ Αθηνά» sees charts with their figure tables on "My shop" ("My domain" with the demo's other cafés:
// tests/browser/firstDay.test.ts).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, athensDayOf } from "../../server/src/shared/analytics.js";
import { formatCents } from "../../server/src/shared/money.js";
import { newContext, newPage, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { demo, signInAs } from "../helpers/client.js";

const app = useBrowser();

// A month that ended two weeks ago: other test files add today's and recent purchases to the demo shop
// while this runs, and the figures read from the API and from the page must be of the same data.
const to = addDays(athensDayOf(new Date()), -14);
const from = addDays(to, -29);
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function signedIn(who: keyof typeof demo): Promise<Page> {
  return signInThroughForm(await newPage(await newContext(app.browser)), app.server.url, demo[who]);
}

describe("analytics screens", () => {
  it("my shop: charts with the figures in a table beside them, matching the server's totals", async () => {
    const api = await signInAs(app.server.url, "owner");
    const { totals } = await api.trpc.analytics.shopOverview.query({ from, to, interval: "day" });
    expect(totals.purchases).toBeGreaterThan(0);

    const page = await signedIn("owner");
    await page.goto(`${app.server.url}/admin/analytics/my-shop?from=${from}&to=${to}&interval=day`);
    const sales = page.getByTestId("analytics-sales");
    await sales.locator(".recharts-surface").first().waitFor();
    await expect.poll(() => page.locator(".recharts-surface").count()).toBeGreaterThanOrEqual(4);

    // The headline figures are terms and their values; the table's totals row is its footer.
    const kpis = page.getByTestId("analytics-kpis");
    const revenue = kpis
      .locator("div")
      .filter({ has: page.getByRole("term").filter({ hasText: /^Έσοδα$/ }) })
      .getByRole("definition");
    expect(squash(await revenue.locator(".analytics-stat-value").textContent())).toBe(squash(formatCents(totals.revenue)));
    const summary = sales.getByRole("table").locator("tfoot tr");
    expect(squash(await summary.textContent())).toContain(squash(formatCents(totals.revenue)));
    await expect.poll(() => sales.getByRole("table").locator("tbody tr").count()).toBeGreaterThan(0);
    await expect
      .poll(() => sales.getByRole("link", { name: "CSV" }).getAttribute("href"))
      .toBe(`/api/export/analytics-overview.csv?from=${from}&to=${to}&interval=day`);
    await page.getByTestId("analytics-at-risk").getByRole("table").waitFor();
  });

  it("is not offered to staff", async () => {
    const page = await signedIn("staff");
    await page.goto(`${app.server.url}/admin/analytics/my-shop`);
    await page.getByText("Δεν έχετε πρόσβαση σε αυτή τη σελίδα").waitFor();
    await expect
      .poll(() =>
        page
          .getByRole("navigation", { name: "Κύριο μενού" })
          .getByRole("link", { name: /Στατιστικά/ })
          .count(),
      )
      .toBe(0);
  });
});
