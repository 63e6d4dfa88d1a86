// No page logs an error or throws: every admin route as the owner and as the cashier, every admin
// route opened signed out (which sends to sign-in), the sign-in pages, and every page of the public site
// with /docs/api. What the browser reports (console.error, uncaught errors and rejections) is collected
// from the first byte of each load.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { authRoutes } from "../../admin/src/pages/auth/routes.js";
import { accountPages, resources, routesOf } from "../../admin/src/resources.js";
import { canUse } from "../../admin/src/viewer/access.js";
import { toViewer } from "../../admin/src/viewer/viewer.js";
import { pages as publicPages } from "../../marketing/src/site.js";
import { newContext, newPage, signedInContext, useBrowser } from "../helpers/browser.js";
import { signInAs, type demo } from "../helpers/client.js";

const app = useBrowser();
const ROUND_TIMEOUT = 240_000;

/** Records every console error and uncaught error of the page, each with the address it happened on. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // The not-found page is answered with its 404 status on purpose; the browser reports that status.
    if (new URL(page.url()).pathname === "/404" && message.location().url === page.url()) return;
    errors.push(`${page.url()}: console.error ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
  return errors;
}

/** Waits until the page shows its content with nothing loading (as the accessibility audit does). */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const loading = document.querySelector(".ant-spin-spinning, .ant-skeleton, .page-spin, .full-spin, .ant-statistic-skeleton");
    const content = document.querySelector("main")?.firstElementChild;
    return content && loading === null;
  });
}

/** Every admin route `who` may open, with a real id where a route takes one. */
async function adminRoutes(who: keyof typeof demo): Promise<string[]> {
  const client = await signInAs(app.server.url, who);
  const session = await client.trpc.auth.getSession.query();
  const company = await client.trpc.company.get.query().catch(() => null);
  const flags = company ? await client.trpc.featureFlags.get.query() : null;
  const viewer = toViewer({ user: session?.user, company: company ?? undefined, flags: flags ?? undefined })!;
  const usable = resources.filter((resource) => canUse(resource, viewer, resources));
  const paths = [...(viewer.company ? [accountPages.home] : []), accountPages.account, ...usable.flatMap(routesOf)].map((route) => route.path);
  const companyId = company?.id;
  const sample = async (path: string) => {
    if (!path.includes(":")) return path;
    const db = app.server.db;
    const id = path.includes("/customers/")
      ? encodeURIComponent((await db.customer.findFirstOrThrow({ where: { companyId } })).phone)
      : path.includes("stamp-rewards")
        ? (await db.stampReward.findFirstOrThrow({ where: { companyId } })).id
        : path.includes("rewards")
          ? (await db.reward.findFirstOrThrow({ where: { companyId } })).id
          : (
              await db.alertReview.findFirstOrThrow({
                where: { companyId, status: path.includes("results") ? "EXECUTED" : path.includes("edit") ? "REJECTED" : "APPROVED" },
              })
            ).id;
    return path.replace(/:\w+/, id);
  };
  return Promise.all(paths.map(sample));
}

describe("the admin signed in", () => {
  // The shop's owner and its cashier. (The platform admin's loads still log company.get's 404: a user
  // without a shop is told so by that status, which the admin reads; see the report of issue 30.)
  for (const who of ["owner", "staff"] as const) {
    it(
      `loads every route of the ${who} with no error`,
      async () => {
        const page = await newPage(await signedInContext(app.browser, app.server.url, who));
        const errors = recordErrors(page);
        for (const path of await adminRoutes(who)) {
          await page.goto(`${app.server.url}${path}`);
          await settled(page);
        }
        await page.context().close();
        expect(errors).toEqual([]);
      },
      ROUND_TIMEOUT,
    );
  }
});

describe("signed out", () => {
  it(
    "loads every admin route (sent to sign-in) and every sign-in page with no error",
    async () => {
      const page = await newPage(await newContext(app.browser));
      const errors = recordErrors(page);
      for (const path of await adminRoutes("owner")) {
        await page.goto(`${app.server.url}${path}`);
        await page.waitForURL(/\/auth\/signin\?/);
        await page.getByRole("heading", { name: "Σύνδεση" }).waitFor();
      }
      for (const route of authRoutes.filter((route) => route.path !== "/auth/signout")) {
        await page.goto(`${app.server.url}${route.path}`);
        await page.locator("h1").waitFor();
      }
      await page.context().close();
      expect(errors).toEqual([]);
    },
    ROUND_TIMEOUT,
  );

  it("loads every page of the public site, /docs/api among them, with no error", async () => {
    const page = await newPage(await newContext(app.browser));
    const errors = recordErrors(page);
    expect(publicPages.map((meta) => meta.path)).toContain("/docs/api");
    for (const { path } of publicPages) {
      await page.goto(`${app.server.url}${path}`, { waitUntil: "networkidle" });
      await page.locator("h1").waitFor();
    }
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
