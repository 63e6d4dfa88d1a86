// Debian's chromium driven by playwright-core (no browser download), and the one way browser tests
// open a browser profile.
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";
import { demo, signInAs, type ApiClient } from "./client.js";

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** `extraArgs`: more Chromium switches, e.g. a fake camera fed from a file. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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

/** A profile already signed in as a demo user (through the API, which is faster than the sign-in form). */
export async function signedInContext(browser: Browser, url: string, who: keyof typeof demo, options: BrowserContextOptions = {}) {
  return contextOf(browser, url, await signInAs(url, who), options);
}

/** A profile with the session of a client already signed in (any user, e.g. a test's own employee). */
export async function contextOf(browser: Browser, url: string, client: ApiClient, options: BrowserContextOptions = {}) {
  const context = await newContext(browser, options);
  const cookies = client.jar
    .header()
    .split("; ")
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url }));
  await context.addCookies(cookies);
  return context;
}

/**
 * The counter's store as a device that has used it before remembers it (admin/src/pages/points/
 * rememberedStore.ts): a shop with two stores otherwise asks for it on the first award.
 */
export async function rememberCounterStore(context: BrowserContext, storeId: string): Promise<void> {
  await context.addInitScript((id) => localStorage.setItem("admin.counter.storeId", id), storeId);
}
