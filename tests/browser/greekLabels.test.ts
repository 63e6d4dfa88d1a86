// What a screen reader says of the admin's controls is Greek: every button and link has a name, and no
// name carries antd's or its icons' English words ("Close", "close", "download", "Remove file"…). Read from
// the accessibility tree Chromium builds, on every route the owner and the platform admin may open, in a
// form opened in a modal, in a drawer and in a toast.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accountPages, resources, routesOf } from "../../admin/src/resources.js";
import { canUse } from "../../admin/src/viewer/access.js";
import { toViewer, type Viewer } from "../../admin/src/viewer/viewer.js";
import { newContext, newPage, signedInContext, useBrowser } from "../helpers/browser.js";
import { signInAs, type ApiClient } from "../helpers/client.js";

const app = useBrowser();

/** Controls a person acts on: each needs a name of its own. */
const CONTROLS = new Set(["button", "link", "menuitem", "tab", "switch", "checkbox", "radio", "combobox", "textbox", "spinbutton"]);

/**
 * The English words antd, Refine and the icons put in accessible names (an icon's name is its aria-label,
 * and it becomes part of its button's name). Product words the admin shows as they are (SMS, e-mail, API,
 * URL, CSV, QR, push, webhooks, endpoint) are not in it.
 */
const ENGLISH = new RegExp(
  `(?<![\\p{L}@.])(${[
    "close",
    "remove",
    "delete",
    "clear",
    "expand",
    "collapse",
    "search",
    "download",
    "upload",
    "edit",
    "copy",
    "check",
    "plus",
    "minus",
    "left",
    "right",
    "up",
    "down",
    "more",
    "ellipsis",
    "loading",
    "eye",
    "info",
    "question",
    "exclamation",
    "reload",
    "arrow",
    "menu",
    "logout",
    "setting",
    "user",
    "gift",
    "picture",
    "calendar",
    "clock",
    "swap",
    "file",
    "next",
    "previous",
    "prev",
    "page",
    "select",
    "open",
    "toggle",
    "row",
  ].join("|")})(?![\\p{L}])`,
  "iu",
);

type Node = { role: string; name: string };

/** Every element of the page's accessibility tree with its role and name (what a screen reader says). */
async function accessibleNodes(page: Page): Promise<Node[]> {
  const snapshot = await page.locator("body").ariaSnapshot();
  return snapshot.split("\n").flatMap((line) => {
    const match = line.match(/^\s*- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/);
    return match ? [{ role: match[1], name: match[2] ? JSON.parse(`"${match[2]}"`) : "" }] : [];
  });
}

/** A name without the web and e-mail addresses it shows (data, not words: «https://kafe-athina.gr/menu»). */
const withoutAddresses = (name: string) => name.replace(/\S+:\/\/\S+|\S+@\S+/g, "");

/** "role «name»" for each control without a name, or with an English word in its name. */
async function unlabelled(page: Page): Promise<string[]> {
  return (await accessibleNodes(page))
    .filter(({ role, name }) => (CONTROLS.has(role) && !name.trim()) || ENGLISH.test(withoutAddresses(name)))
    .map(({ role, name }) => `${role} «${name}»`);
}

async function viewerOf(client: ApiClient): Promise<Viewer> {
  const session = await client.trpc.auth.getSession.query();
  const company = await client.trpc.company.get.query().catch(() => null);
  const flags = company ? await client.trpc.featureFlags.get.query() : null;
  return toViewer({ user: session?.user, company: company ?? undefined, flags: flags ?? undefined })!;
}

/** The routes without a parameter this viewer may open (the ones with one show the same controls). */
function routesFor(viewer: Viewer): string[] {
  const usable = resources.filter((resource) => canUse(resource, viewer, resources));
  return [...(viewer.company ? [accountPages.home] : []), accountPages.account, ...usable.flatMap(routesOf)]
    .map((route) => route.path)
    .filter((path) => !path.includes(":"));
}

/** Waits until the page shows its content with nothing loading. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const loading = document.querySelector(".ant-spin-spinning, .ant-skeleton, .page-spin, .full-spin, .ant-statistic-skeleton");
    return document.querySelector("main")?.firstElementChild && loading === null;
  });
}

async function auditRoutes(who: "owner" | "admin") {
  const viewer = await viewerOf(await signInAs(app.server.url, who));
  const page = await newPage(await signedInContext(app.browser, app.server.url, who));
  const failures: Record<string, string[]> = {};
  for (const path of routesFor(viewer)) {
    await page.goto(`${app.server.url}${path}`);
    await settled(page);
    const found = await unlabelled(page);
    if (found.length) failures[path] = found;
  }
  await page.context().close();
  return failures;
}

describe("Greek names for the admin's controls", () => {
  it("finds an unnamed or English control (the check itself works)", async () => {
    const page = await newPage(await newContext(app.browser));
    await page.setContent(
      '<button aria-label="Close">x</button><button><span role="img" aria-label="download">↓</span> Λήψη</button><a href="/x"></a>' +
        '<button aria-label="Κλείσιμο">x</button><a href="/y">owner@kafe-athina.gr</a><a href="/z">https://kafe-athina.gr/menu</a><button>Αποστολή SMS</button>',
    );
    expect(await unlabelled(page)).toEqual(["button «Close»", "button «download Λήψη»", "img «download»", "link «»"]);
    await page.context().close();
  });

  it("names every control in Greek on every route the owner may open", { timeout: 300_000 }, async () => {
    expect(await auditRoutes("owner")).toEqual({});
  });

  it("names every control in Greek on every route the platform admin may open", { timeout: 300_000 }, async () => {
    expect(await auditRoutes("admin")).toEqual({});
  });

  it("names in Greek the controls of a form in a modal, of a drawer and of a toast, close buttons included", async () => {
    const page = await newPage(await signedInContext(app.browser, app.server.url, "owner"));
    await page.goto(`${app.server.url}/admin/settings?tab=webhooks`);
    await settled(page);
    await page.getByRole("button", { name: "Νέο endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Νέο endpoint" });
    await dialog.getByRole("button", { name: "Κλείσιμο" }).waitFor();
    // A refused save: the toast with its close button, over the modal.
    await dialog.getByLabel("Διεύθυνση (URL)").fill("ftp://example.com/hook");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await page.locator(".ant-notification-notice").getByText("Η αλλαγή δεν αποθηκεύτηκε").waitFor();
    expect(await unlabelled(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Κλείσιμο" }).click();
    await dialog.waitFor({ state: "hidden" });

    await page.goto(`${app.server.url}/admin/customers`);
    await settled(page);
    // The search's clear button shows once something is typed.
    await page.getByLabel("Αναζήτηση πελάτη").fill("69");
    await page.getByRole("button", { name: "Καθαρισμός" }).waitFor();
    expect(await unlabelled(page)).toEqual([]);
    await page.getByRole("button", { name: "Καθαρισμός" }).click();
    await settled(page);
    await page.locator("tr.ant-table-row").first().click();
    await page.getByTestId("customer-panel").waitFor();
    await settled(page);
    expect(await unlabelled(page)).toEqual([]);
    await page.context().close();
  });
});
