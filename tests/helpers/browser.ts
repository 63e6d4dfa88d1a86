// Debian's chromium driven by playwright-core (no browser download), the one way browser tests open a
// browser profile, and the server and browser a browser test file starts once for its tests.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type demo, signInAs, type ApiClient } from "./client.js";
import { startServer, type TestServer } from "./server.js";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Debian's chromium-headless-shell: the same Chromium build without the desktop browser around it (what
 * Playwright itself runs headless). It renders pages exactly as chromium does for a fifth less CPU
 * across the browser tests. What only the full browser has (Web Push) takes `full: true`: Debian's chromium.
 */
export const CHROMIUM = { shell: "/usr/bin/chromium-headless-shell", full: "/usr/bin/chromium" } as const;

/** `extraArgs`: more Chromium switches, e.g. a fake camera fed from a file. */
export function launchBrowser(extraArgs: string[] = [], { full = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? (full ? CHROMIUM.full : CHROMIUM.shell),
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", ...extraArgs],
  });
}

/**
 * A fresh browser profile: Greek, a desktop screen, and `prefers-reduced-motion: reduce`, which the
 * admin answers by turning antd's animations off, so no click lands on a dialog still zooming in.
 */
export function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({ locale: "el-GR", viewport: DESKTOP, reducedMotion: "reduce", ...options });
}

/**
 * One server and one Chromium for a browser test file, started together before its tests and closed
 * after them. Read `.server` and `.browser` inside tests and later hooks (they exist once beforeAll has run).
 */
export function useBrowser(options: { env?: Record<string, string>; chromiumArgs?: string[]; full?: boolean } = {}) {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: options.env }), launchBrowser(options.chromiumArgs, { full: options.full })]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error("useBrowser: the server is read before beforeAll ran");
      return server;
    },
    get browser() {
      if (!browser) throw new Error("useBrowser: the browser is read before beforeAll ran");
      return browser;
    },
  };
}

/** A new page whose waits give up after 20 s: generous for a loaded machine, within any test's time. */
export async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return page;
}

/**
 * Signs in through the sign-in form at `origin`, as a person does, and waits to land on `path`.
 * (signedInContext is faster where the form is not what is tested.)
 */
export async function signInThroughForm(page: Page, origin: string, user: { email: string; password: string }, path = "/admin"): Promise<Page> {
  await page.goto(`${origin}/auth/signin?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail", { exact: true }).fill(user.email);
  await page.getByLabel("Κωδικός", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await page.waitForURL(`${origin}${path}`);
  return page;
}

/** A profile already signed in as a demo user (through the API, which is faster than the sign-in form). */
export async function signedInContext(browser: Browser, url: string, who: keyof typeof demo, options: BrowserContextOptions = {}) {
  return contextOf(browser, url, await signInAs(url, who), options);
}

/** A profile with the session of a client already signed in (any user, e.g. a test's own employee). */
export async function contextOf(browser: Browser, url: string, client: ApiClient, options: BrowserContextOptions = {}) {
  const context = await newContext(browser, options);
  await addSession(context, url, client);
  return context;
}

/** Gives a profile the session cookies of a signed-in API client, for the site at `url`. */
export async function addSession(context: BrowserContext, url: string, client: ApiClient): Promise<void> {
  const cookies = client.jar
    .header()
    .split("; ")
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url }));
  await context.addCookies(cookies);
}

/**
 * The counter's store as a device that has used it before remembers it (admin/src/pages/points/
 * rememberedStore.ts): a shop with two stores otherwise asks for it on the first award.
 */
export async function rememberCounterStore(context: BrowserContext, storeId: string): Promise<void> {
  await context.addInitScript((id) => localStorage.setItem("admin.counter.storeId", id), storeId);
}
