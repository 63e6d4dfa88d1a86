// The public site in a real browser, served by the real server: the cookie banner, the header menu and
// anchors, the footer's new tabs, the session-aware sign-in link, the contact form with and without
// JavaScript, and /404.
import { randomBytes } from "node:crypto";
import type { BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { footerLinks, headerLinks, pages } from "../../marketing/src/site.js";
import { addSession, newContext as newBrowserContext, PHONE, useBrowser } from "../helpers/browser.js";
import { signInAs } from "../helpers/client.js";

const START = new Date("2026-11-23T09:00:00Z").getTime();

const app = useBrowser();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A fresh browser profile; `consented` stores a recent choice first so the banner stays away. */
async function newContext(options: BrowserContextOptions & { consented?: boolean } = {}) {
  const { consented, ...contextOptions } = options;
  const context = await newBrowserContext(app.browser, {
    // A client address of its own, so the contact form's per-address limit is this test's alone.
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8::${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}` },
    ...contextOptions,
  });
  contexts.push(context);
  if (consented) {
    await context.addInitScript(() => {
      if (!localStorage.getItem("cookie-preferences")) {
        localStorage.setItem("cookie-preferences", JSON.stringify({ preferences: false, statistics: false, marketing: false, timestamp: Date.now() }));
      }
    });
  }
  return context;
}

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookies και απόρρητο" });
const storedChoice = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookie-preferences") ?? "null") as Record<string, unknown> | null);

/** Lets React finish hydrating and run its effects (its scheduler uses MessageChannel, not the faked timers). */
async function settle(page: Page) {
  for (let turn = 0; turn < 10; turn++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

describe("cookie banner", () => {
  it("appears 2 s after load, goes away on a choice and stays away on reload", async () => {
    const page = await (await newContext()).newPage();
    // The page's clock stands still at LOADED while the page loads and hydrates; then time is moved by hand.
    // The installed clock runs in real time until paused, so LOADED lies well beyond the gap between the calls.
    const LOADED = START + 60_000;
    await page.clock.install({ time: START });
    await page.clock.pauseAt(LOADED);
    await page.goto(`${app.server.url}/`);
    await settle(page);

    await page.clock.runFor(1999);
    await expect.poll(() => banner(page).count()).toBe(0);
    await page.clock.runFor(1);
    await expect.poll(() => banner(page).isVisible()).toBe(true);

    await banner(page).getByRole("button", { name: "Μόνο τα απαραίτητα" }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toEqual({ preferences: false, statistics: false, marketing: false, timestamp: LOADED + 2000 });

    await page.reload();
    await settle(page);
    await page.clock.runFor(60_000);
    await expect.poll(() => banner(page).count()).toBe(0);
  });

  it("keeps the necessary box on, and stores all or the selected categories", async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${app.server.url}/`);
    await banner(page).waitFor();

    const necessary = banner(page).getByRole("checkbox", { name: /Απαραίτητα/ });
    await expect.poll(() => necessary.isChecked()).toBe(true);
    await expect.poll(() => necessary.isDisabled()).toBe(true);

    await banner(page)
      .getByRole("checkbox", { name: /Στατιστικά/ })
      .check();
    await banner(page).getByRole("button", { name: "Αποδοχή επιλεγμένων" }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ preferences: false, statistics: true, marketing: false, timestamp: expect.any(Number) });

    await page.getByRole("button", { name: "Ρυθμίσεις cookies" }).click();
    await banner(page).getByRole("button", { name: "Αποδοχή όλων" }).click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ preferences: true, statistics: true, marketing: true });
  });

  it("reopens from the footer with the saved choice, and the close button saves the current selection", async () => {
    const page = await (await newContext({ consented: true })).newPage();
    await page.goto(`${app.server.url}/docs/privacy`);
    const opener = page.getByRole("button", { name: "Ρυθμίσεις cookies" });
    await opener.click();
    await banner(page).waitFor();
    await expect
      .poll(() =>
        banner(page)
          .getByRole("checkbox", { name: /Μάρκετινγκ/ })
          .isChecked(),
      )
      .toBe(false);

    await banner(page)
      .getByRole("checkbox", { name: /Μάρκετινγκ/ })
      .check();
    await banner(page)
      .getByRole("button", { name: /Κλείσιμο/ })
      .click();
    await expect.poll(() => banner(page).count()).toBe(0);
    expect(await storedChoice(page)).toMatchObject({ preferences: false, statistics: false, marketing: true });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("is usable from the keyboard and closes with Escape", async () => {
    const page = await (await newContext({ consented: true })).newPage();
    await page.goto(`${app.server.url}/`);
    await page.getByRole("button", { name: "Ρυθμίσεις cookies" }).focus();
    await page.keyboard.press("Enter");
    await banner(page).waitFor();
    expect(await banner(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect.poll(() => banner(page).count()).toBe(0);
  });
});

describe("header", () => {
  it("scrolls to each section its links name", async () => {
    const page = await (await newContext({ consented: true })).newPage();
    await page.goto(`${app.server.url}/`);
    const nav = page.getByRole("navigation", { name: "Κύρια πλοήγηση" });
    for (const link of headerLinks) {
      const id = link.href.slice(2);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await nav.getByRole("link", { name: link.label, exact: true }).click();
      await page.waitForFunction((sectionId) => {
        const section = document.getElementById(sectionId)!.getBoundingClientRect();
        const headerBottom = document.querySelector(".site-header")!.getBoundingClientRect().bottom;
        const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
        const belowHeader = section.top >= headerBottom - 1;
        return location.hash === `#${sectionId}` && belowHeader && (section.top <= headerBottom + 40 || (atBottom && section.top < innerHeight));
      }, id);
    }
  });

  it("has a menu button on phones that opens, closes and leads to the sections", async () => {
    const page = await (await newContext({ consented: true, viewport: PHONE })).newPage();
    await page.goto(`${app.server.url}/`);
    const toggle = page.getByRole("button", { name: "Μενού" });
    const pricing = page.getByRole("navigation", { name: "Κύρια πλοήγηση" }).getByRole("link", { name: "Τιμές" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(() => pricing.isVisible()).toBe(false);

    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    await expect.poll(() => pricing.isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press("Enter");
    await pricing.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await page.waitForFunction(() => location.hash === "#pricing" && document.getElementById("pricing")!.getBoundingClientRect().top < 200);
  });

  it("links to sign-in without a session and to sign-out with one", async () => {
    const anonymous = await (await newContext({ consented: true })).newPage();
    await anonymous.goto(`${app.server.url}/`);
    await anonymous.waitForResponse((response) => response.url().endsWith("/api/auth/session")).catch(() => undefined);
    await expect.poll(() => anonymous.getByRole("link", { name: "Σύνδεση", exact: true }).getAttribute("href")).toBe("/auth/signin");
    await expect.poll(() => anonymous.getByRole("link", { name: "Αποσύνδεση" }).count()).toBe(0);

    const client = await signInAs(app.server.url, "owner");
    const context = await newContext({ consented: true });
    await addSession(context, app.server.url, client);
    const signedIn = await context.newPage();
    await signedIn.goto(`${app.server.url}/`);
    const signOut = signedIn.getByRole("link", { name: "Αποσύνδεση" });
    await signOut.waitFor();
    await expect.poll(() => signOut.getAttribute("href")).toBe("/auth/signout");
    await expect.poll(() => signedIn.getByRole("link", { name: "Σύνδεση", exact: true }).count()).toBe(0);
  });
});

describe("footer", () => {
  it("opens each document in a new tab", async () => {
    const context = await newContext({ consented: true });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/`);
    const footer = page.getByRole("contentinfo");
    for (const link of footerLinks) {
      const [tab] = await Promise.all([context.waitForEvent("page"), footer.getByRole("link", { name: link.label }).click()]);
      await tab.waitForLoadState("domcontentloaded");
      expect(new URL(tab.url()).pathname).toBe(link.href);
      expect(await tab.title()).toBe(pages.find((page) => page.path === link.href)!.title);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
      expect(new URL(page.url()).pathname).toBe("/");
    }
  });
});

describe("contact form", () => {
  it("sends with JavaScript and answers inline, with the server's field errors", async () => {
    const page = await (await newContext({ consented: true })).newPage();
    await page.goto(`${app.server.url}/#contact`);
    const form = page.locator("form.contact-form");
    await form.getByLabel("Ονοματεπώνυμο").fill("Μαρία Κωνσταντίνου");
    await form.getByLabel("E-mail").fill(`maria-${randomBytes(4).toString("hex")}@example.gr`);
    await form.getByLabel(/Τηλέφωνο/).fill("τηλέφωνο");
    await form.getByLabel("Μήνυμα").fill("Θέλουμε πρόγραμμα με στάμπες για το ζαχαροπλαστείο.");
    await form.getByRole("button", { name: "Αποστολή μηνύματος" }).click();
    await form.getByText("Γράψτε ένα έγκυρο τηλέφωνο, π.χ. 210 123 4567.").waitFor();
    await expect.poll(() => form.getByLabel(/Τηλέφωνο/).getAttribute("aria-invalid")).toBe("true");

    await form.getByLabel(/Τηλέφωνο/).fill("210 555 1234");
    await form.getByRole("button", { name: "Αποστολή μηνύματος" }).click();
    await form
      .getByRole("status")
      .getByText(/Λάβαμε το μήνυμά σας/)
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => form.getByLabel("Μήνυμα").inputValue()).toBe("");
  });
});

describe("without JavaScript", () => {
  it("shows the page, the menu links on a phone, and sends the contact form", async () => {
    const page = await (await newContext({ javaScriptEnabled: false, viewport: PHONE })).newPage();
    await page.goto(`${app.server.url}/`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Κάντε κάθε πελάτη τακτικό πελάτη.");
    await expect.poll(() => page.getByRole("button", { name: "Μενού" }).isVisible()).toBe(false);
    await expect.poll(() => page.getByRole("navigation", { name: "Κύρια πλοήγηση" }).getByRole("link", { name: "Τιμές" }).isVisible()).toBe(true);

    const email = `nojs-${randomBytes(4).toString("hex")}@example.gr`;
    const form = page.locator("form.contact-form");
    await expect.poll(() => form.locator("#contact-ok").isVisible()).toBe(false);
    await form.getByLabel("Ονοματεπώνυμο").fill("Γιώργος Μαρίνος");
    await form.getByLabel("E-mail").fill(email);
    await form.getByLabel("Μήνυμα").fill("Έχουμε δύο κάβες στην Πάτρα, στείλτε μας προσφορά.");
    await Promise.all([page.waitForURL(/\/\?contact=ok#contact-ok$/), form.getByRole("button", { name: "Αποστολή μηνύματος" }).click()]);
    await expect.poll(() => form.locator("#contact-ok").isVisible()).toBe(true);
    expect(await app.server.db.contactMessage.count({ where: { email } })).toBe(1);
  });
});

describe("404", () => {
  for (const path of ["/404", "/no-such-page", "/docs/no-such-document"]) {
    it(`answers ${path} with the 404 page and status 404`, async () => {
      const page = await (await newContext({ consented: true })).newPage();
      const response = await page.goto(`${app.server.url}${path}`);
      expect(response?.status()).toBe(404);
      expect(await page.title()).toBe("Η σελίδα δεν βρέθηκε – Loyalty");
      await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Η σελίδα δεν βρέθηκε");
      await expect.poll(() => page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
      await page.getByRole("link", { name: "Αρχική σελίδα", exact: true }).click();
      await page.waitForURL(`${app.server.url}/`);
    });
  }
});

/** The words a visitor reads: the header, the page and the footer, without the API reference's code. */
const copyOf = (page: Page) =>
  page.evaluate(() => {
    const main = document.querySelector("main")!.cloneNode(true) as HTMLElement;
    for (const code of main.querySelectorAll("code, pre")) code.remove();
    return `${document.querySelector("header")!.innerText}\n${main.innerText}\n${document.querySelector("footer")!.innerText}`;
  });

describe("what the site claims", () => {
  it("quotes no shop, and writes no address path in its copy", async () => {
    const page = await (await newContext({ consented: true })).newPage();
    for (const { path } of pages) {
      await page.goto(`${app.server.url}${path}`);
      expect(await page.locator("blockquote, figure figcaption, .stars").count(), path).toBe(0);
      const copy = await copyOf(page);
      expect(copy, path).not.toMatch(/(^|[\s«("])\/(admin|wallet|auth|api|docs)\b/);
      // The demo's own shops are not customers to quote or show.
      expect(copy, path).not.toMatch(/Καφέ Αθηνά|Φούρνος Νίκος|★/);
    }
    await page.goto(`${app.server.url}/#reviews`);
    const section = page.locator("#reviews");
    expect(await section.getByRole("heading", { level: 2 }).innerText()).toBe("Τι ισχύει για κάθε κατάστημα");
    expect(await section.locator("li h3").count()).toBeGreaterThanOrEqual(3);
  });
});

describe("/docs/api", () => {
  it("is Greek throughout, with its code samples as coloured monospace blocks", async () => {
    const page = await (await newContext({ consented: true })).newPage();
    await page.goto(`${app.server.url}/docs/api`);
    const headings = await page.locator("main h1, main h2, main h3").allInnerTexts();
    expect(headings).toEqual(expect.arrayContaining(["API για ταμειακά συστήματα", "Βασικά", "Σφάλματα", "Λειτουργίες", "Νέα αγορά (πόντοι)", "Υπογραφή"]));
    // A heading may name a technical term (API, webhooks), never be English prose.
    for (const heading of headings) expect(heading.replace(/\b(API|webhooks)\b/g, ""), heading).toMatch(/^[^A-Za-z]*$/);
    const copy = await copyOf(page);
    for (const english of [
      "Find a customer",
      "Records a purchase",
      "Missing, invalid or revoked API key",
      "The customer's phone",
      "Scope:",
      "Default:",
      "OK",
    ]) {
      expect(copy).not.toContain(english);
    }
    expect(copy).toContain("Το κλειδί API λείπει, δεν είναι έγκυρο ή έχει ανακληθεί.");
    expect(copy).toContain("Δικαίωμα κλειδιού: ");

    const samples = page.locator("pre.code-sample");
    expect(await samples.count()).toBe(3);
    for (const sample of await samples.all()) {
      const style = await sample.evaluate((element) => ({
        font: getComputedStyle(element.querySelector("code")!).fontFamily,
        tokens: element.querySelectorAll("[class^=tok-]").length,
      }));
      expect(style.font).toMatch(/monospace/);
      expect(style.tokens).toBeGreaterThan(2);
    }
    expect(await samples.first().locator(".tok-keyword").first().innerText()).toBe("curl");
  });
});
