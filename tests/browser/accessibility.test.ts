// axe-core (WCAG 2.1 A and AA, one h1, no skipped heading level) on every page a person can reach:
// every admin route the owner and the platform admin may open (taken from the admin's own route list
// and access rules, so a new route is audited by being a route), the cashier's pages that differ from
// the owner's, the states that matter (customer drawer, counter results, form errors, a confirmation
// dialog), the sign-in pages and every pre-rendered page of the public site; and the public site's
// cookie banner never hiding the focused element.
import type { AlertStatus, AlertType } from "../../server/src/generated/prisma/client.js";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountPages, resources, routesOf } from "../../admin/src/resources.js";
import { authRoutes } from "../../admin/src/pages/auth/routes.js";
import { canUse } from "../../admin/src/viewer/access.js";
import { toViewer, type Viewer } from "../../admin/src/viewer/viewer.js";
import { pages as publicPages } from "../../marketing/src/site.js";
import { axeViolations } from "../helpers/axe.js";
import { DESKTOP, newContext, newPage, PHONE, signedInContext, useBrowser } from "../helpers/browser.js";
import { signInAs, type ApiClient, type demo } from "../helpers/client.js";

const app = useBrowser();
let companyId: string;

beforeAll(async () => {
  companyId = (await app.server.db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" }, select: { id: true } })).id;
  // The platform admin's outbox is audited with a message in it.
  await app.server.db.outboxMessage.create({ data: { to: "owner@kafe-athina.gr", subject: "Σύνδεση", text: "Συνδεθείτε: http://localhost:3000/auth/signin" } });
});

/** The viewer as the admin builds it (ViewerProvider), read through the API as that user. */
async function viewerOf(client: ApiClient): Promise<Viewer> {
  const session = await client.trpc.auth.getSession.query();
  const company = await client.trpc.company.get.query().catch(() => null);
  const flags = company ? await client.trpc.featureFlags.get.query() : null;
  return toViewer({ user: session?.user, company: company ?? undefined, flags: flags ?? undefined })!;
}

async function alertOf(type: AlertType, status: AlertStatus) {
  const found = await app.server.db.alertReview.findFirst({ where: { companyId, type, status }, select: { id: true } });
  return (found ?? (await app.server.db.alertReview.create({ data: { companyId, type, status, title: "Έλεγχος προσβασιμότητας", text: "Κείμενο" } }))).id;
}

/** A real value for each route parameter; a new route with a parameter needs its line here. */
const samples: Record<string, () => Promise<string>> = {
  "/admin/alerts/launchpad/:id": () => alertOf("PUSH", "APPROVED"),
  "/admin/alerts/results/:id": () => alertOf("SMS", "EXECUTED"),
  "/admin/alerts/push-notifications/edit/:id": () => alertOf("PUSH", "REJECTED"),
  "/admin/alerts/sms/edit/:id": () => alertOf("SMS", "REJECTED"),
  "/admin/alerts/email/edit/:id": () => alertOf("EMAIL", "REJECTED"),
  "/admin/customers/show/:id": async () => (await app.server.db.customer.findFirstOrThrow({ where: { companyId, firstName: { not: null } } })).id,
  "/admin/rewards/edit/:id": async () => (await app.server.db.reward.findFirstOrThrow({ where: { companyId } })).id,
  "/admin/stamp-rewards/edit/:id": async () => (await app.server.db.stampReward.findFirstOrThrow({ where: { companyId } })).id,
};

async function concrete(path: string): Promise<string> {
  const parameter = path.match(/:(\w+)/);
  if (!parameter) return path;
  const sample = samples[path];
  if (!sample) throw new Error(`No sample value for the route ${path}: add one to \`samples\``);
  return path.replace(parameter[0], await sample());
}

/** Every route of the admin this viewer may open: the resources, the routes inside them, home and account. */
function routesFor(viewer: Viewer): string[] {
  const usable = resources.filter((resource) => canUse(resource, viewer, resources));
  return [...(viewer.company || viewer.platformAdmin ? [accountPages.home] : []), accountPages.account, ...usable.flatMap(routesOf)].map((route) => route.path);
}

/** Waits until the page shows its content (a new one after `openRoute`), with nothing loading. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const loading = document.querySelector(".ant-spin-spinning, .ant-skeleton, .page-spin, .full-spin, .ant-statistic-skeleton");
    const content = document.querySelector("main")?.firstElementChild;
    return content && !content.hasAttribute("data-audited") && loading === null;
  });
}

async function expectClean(page: Page, what: string) {
  await settled(page);
  const violations = await axeViolations(page);
  expect(violations, `${what} (${page.url()})`).toEqual([]);
}

/**
 * Opens an admin route the way a link in the admin does (the router, no reload), once the admin is
 * loaded. The content shown is marked first, so `settled` waits for the next page's (each route's
 * content is mounted afresh: the layout keys it by path).
 */
async function openRoute(page: Page, path: string) {
  if (!new URL(page.url()).pathname.startsWith("/admin")) return page.goto(`${app.server.url}${path}`);
  await page.evaluate((to) => {
    document.querySelector("main")?.firstElementChild?.setAttribute("data-audited", "");
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** Audits the pages one after the other and reports all failing pages together. */
async function auditAll(page: Page, paths: string[]) {
  const failures: Record<string, string[]> = {};
  for (const path of paths) {
    await openRoute(page, await concrete(path));
    await settled(page);
    const violations = await axeViolations(page);
    if (violations.length) failures[path] = violations;
  }
  expect(failures).toEqual({});
}

async function adminPage(who: keyof typeof demo, options: Parameters<typeof newContext>[1] = {}) {
  const page = await newPage(await signedInContext(app.browser, app.server.url, who, options));
  return page;
}

/** Time for one role's whole round of routes on a loaded machine (about 25 s when it is quiet). */
const ROUND_TIMEOUT = 180_000;

describe("admin routes", () => {
  it(
    "has no violations on any route the owner may open, nor on an unknown address",
    async () => {
      const viewer = await viewerOf(await signInAs(app.server.url, "owner"));
      const page = await adminPage("owner");
      await auditAll(page, [...routesFor(viewer), "/admin/no-such-page"]);
      await page.context().close();
    },
    ROUND_TIMEOUT,
  );

  it("has no violations on any route the platform admin may open", async () => {
    const page = await adminPage("admin");
    await auditAll(page, routesFor(await viewerOf(await signInAs(app.server.url, "admin"))));
    await page.context().close();
  });

  it("has no violations on the cashier's pages that differ from the owner's: home, account, a page refused", async () => {
    // The cashier's other routes are the owner's pages with the same content, audited above.
    const viewer = await viewerOf(await signInAs(app.server.url, "staff"));
    const refused = resources.find((resource) => !canUse(resource, viewer, resources) && !resource.meta.parent && resource.list);
    const page = await adminPage("staff");
    await auditAll(page, [accountPages.home.path, accountPages.account.path, refused!.list!]);
    await page.context().close();
  });

  it("has no violations on a phone, with the sidebar open", async () => {
    const page = await adminPage("owner", { viewport: PHONE });
    await page.goto(`${app.server.url}/admin/points/add`);
    await settled(page);
    await page.getByRole("button", { name: "Άνοιγμα μενού" }).click();
    await page.getByRole("navigation", { name: "Κύριο μενού" }).getByRole("link", { name: "Ιστορικό" }).waitFor();
    await expectClean(page, "the sidebar over the counter");
    await page.context().close();
  });

  it("lets the keyboard scroll a table wider than the phone, and adds no tab stop to a table that fits", async () => {
    const page = await adminPage("owner", { viewport: PHONE });
    await page.goto(`${app.server.url}/admin/analytics/my-shop`);
    await settled(page);
    const boxes = page.locator(".data-table-scroll");
    await boxes.first().waitFor();
    const states = await boxes.evaluateAll((elements) =>
      elements.map((box) => ({
        scrolls: box.scrollWidth > box.clientWidth,
        focusable: box.getAttribute("tabindex") === "0",
        named: box.getAttribute("role") === "region" && Boolean(box.getAttribute("aria-labelledby") || box.getAttribute("aria-label")),
      })),
    );
    expect(states.some((state) => state.scrolls)).toBe(true); // the page shows what is tested
    for (const state of states)
      expect(state).toEqual(state.scrolls ? { scrolls: true, focusable: true, named: true } : { scrolls: false, focusable: false, named: false });
    await expectClean(page, "the analytics tables on a phone");
    await page.context().close();
  });
});

describe("admin states", () => {
  let page: Page;
  beforeAll(async () => {
    page = await adminPage("owner");
  });
  afterAll(() => page.context().close());

  it("the customer panel in its drawer", async () => {
    await page.goto(`${app.server.url}/admin/customers`);
    await settled(page);
    await page.locator("tr.ant-table-row").first().click();
    await page.getByTestId("customer-panel").waitFor();
    await expectClean(page, "the customer drawer");
  });

  it("the counter after an award, and with its fields refused", async () => {
    await page.goto(`${app.server.url}/admin/points/add`);
    await settled(page);
    await page.getByLabel("Τηλέφωνο πελάτη").fill("6912345678");
    await page.getByLabel("Ποσό αγοράς").fill("7,40");
    await page.getByLabel("Κατάστημα").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Προσθήκη πόντων" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Ναι, νέος πελάτης" }).click();
    await page.getByTestId("award-result").waitFor();
    await expectClean(page, "the counter after an award");

    await page.getByLabel("Τηλέφωνο πελάτη").fill("123");
    await page.getByLabel("Ποσό αγοράς").fill("abc");
    await page.keyboard.press("Enter");
    await page.getByText("Μη έγκυρος αριθμός τηλεφώνου").waitFor();
    await expectClean(page, "the counter with errors");
  });

  it("the coupon counter after a refused code", async () => {
    await page.goto(`${app.server.url}/admin/coupons`);
    await settled(page);
    await page.getByLabel("Κωδικός κουπονιού").fill("NOSUCHCODE");
    await page.keyboard.press("Enter");
    await page.locator(".counter-result").getByText("Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά").waitFor();
    await expectClean(page, "the coupon counter after a refusal");
  });

  it("the history with the cancel confirmation open", async () => {
    await page.goto(`${app.server.url}/admin/history/transactions`);
    await settled(page);
    await page.locator("tr.ant-table-row").getByRole("button", { name: "Ακύρωση" }).and(page.locator(":enabled")).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Ακύρωση συναλλαγής" }).waitFor();
    await expectClean(page, "the cancel confirmation");
    await page.keyboard.press("Escape");
  });
});

describe("reduced motion", () => {
  /** Opens the cancel confirmation of a recent purchase; returns the animations and transitions that ran meanwhile. */
  async function motionOpeningADialog(reducedMotion: "reduce" | "no-preference") {
    const page = await adminPage("owner", { reducedMotion });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __motion: string[] }).__motion = seen;
      for (const type of ["animationstart", "transitionrun"]) {
        document.addEventListener(
          type,
          (event) => {
            const style = getComputedStyle(event.target as Element);
            const durations = [...style.animationDuration.split(", "), ...style.transitionDuration.split(", ")];
            if (durations.some((duration) => parseFloat(duration) > 0)) seen.push(`${type} ${(event.target as Element).className}`);
          },
          true,
        );
      }
    });
    await page.goto(`${app.server.url}/admin/history/transactions`);
    await settled(page);
    await page.evaluate(() => (window as unknown as { __motion: string[] }).__motion.splice(0));
    await page.locator("tr.ant-table-row").getByRole("button", { name: "Ακύρωση" }).and(page.locator(":enabled")).first().click();
    await page.getByRole("dialog").getByRole("button", { name: "Ακύρωση συναλλαγής" }).waitFor();
    // The dialog's button is in the page before its opening animation starts, so wait for what a
    // person would see: the dialog moving (when motion is allowed) or the dialog at rest, nothing animating.
    await page.waitForFunction(
      (expectMotion) => {
        const motion = (window as unknown as { __motion: string[] }).__motion;
        if (expectMotion) return motion.some((entry) => entry.includes("ant-modal"));
        const modal = document.querySelector(".ant-modal");
        return modal !== null && !/zoom|fade/.test(modal.className) && document.getAnimations().length === 0;
      },
      reducedMotion === "no-preference",
      { timeout: 10_000 },
    );
    const motion = await page.evaluate(() => (window as unknown as { __motion: string[] }).__motion);
    await page.context().close();
    return motion;
  }

  it("opens a dialog with nothing moving when the system asks for less motion, and animated otherwise", async () => {
    expect(await motionOpeningADialog("reduce")).toEqual([]);
    expect(await motionOpeningADialog("no-preference")).toEqual(expect.arrayContaining([expect.stringContaining("ant-modal")]));
  });
});

describe("sign-in pages", () => {
  it("have no violations, also with the errors of an empty form", async () => {
    const page = await newPage(await newContext(app.browser));
    for (const route of authRoutes.filter((route) => route.path !== "/auth/signout")) {
      await page.goto(`${app.server.url}${route.path}`);
      await expectClean(page, route.path);
    }
    await page.goto(`${app.server.url}/auth/signin`);
    await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
    await page.getByText("Συμπληρώστε τον κωδικό σας.").waitFor();
    await expectClean(page, "sign-in with errors");
    await page.context().close();
  });

  it("sign-out has no violations", async () => {
    const page = await adminPage("staff");
    await page.goto(`${app.server.url}/auth/signout`);
    await expectClean(page, "/auth/signout");
    await page.context().close();
  });
});

describe("public site", () => {
  it("has no violations on any pre-rendered page, with the cookie banner showing", async () => {
    const page = await newPage(await newContext(app.browser));
    const failures: Record<string, string[]> = {};
    // Until a choice is stored the banner comes 2 s after each load: audit each page with it, on a
    // clock moved forward by hand rather than waiting.
    await page.clock.install();
    const banner = page.getByRole("dialog", { name: "Cookies και απόρρητο" });
    for (const { path } of publicPages) {
      await page.goto(`${app.server.url}${path}`);
      await expect
        .poll(async () => {
          await page.clock.fastForward(2000);
          return banner.count();
        })
        .toBe(1);
      const violations = await axeViolations(page);
      if (violations.length) failures[path] = violations;
    }
    expect(failures).toEqual({});
    await page.context().close();
  });

  it("never hides the focused element under the cookie banner, on a computer or a phone", async () => {
    // Every page on a computer; on a phone, where the banner is widest, the longest page.
    const visits = [...publicPages.map(({ path }) => ({ path, viewport: DESKTOP })), { path: "/", viewport: PHONE }];
    const covered: string[] = [];
    const page = await newPage(await newContext(app.browser));
    await page.clock.install();
    const banner = page.getByRole("dialog", { name: "Cookies και απόρρητο" });
    for (const { path, viewport } of visits) {
      await page.setViewportSize(viewport);
      await page.goto(`${app.server.url}${path}`);
      await expect
        .poll(async () => {
          await page.clock.fastForward(2000);
          return banner.count();
        })
        .toBe(1);
      // Every tab stop of the page, from the top to the banner (which comes last).
      for (let stop = 1; stop < 200; stop++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(async () => {
          const element = document.activeElement!;
          const dialog = document.querySelector(".cookie-banner")!;
          if (dialog.contains(element) || element === document.body) return null;
          const overlaps = () => {
            const own = element.getBoundingClientRect();
            const over = dialog.getBoundingClientRect();
            return own.right > over.left && own.left < over.right && own.bottom > over.top && own.top < over.bottom;
          };
          // Judged as shown once the page has scrolled to it (two frames later).
          if (overlaps()) await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const name = element.getAttribute("aria-label") || element.id || element.textContent?.trim().slice(0, 40) || element.tagName;
          return { overlaps: overlaps(), name };
        });
        if (!focus) break;
        if (focus.overlaps) covered.push(`${viewport.width}px ${path} stop ${stop}: «${focus.name}»`);
      }
    }
    await page.context().close();
    expect(covered).toEqual([]);
  });
});
