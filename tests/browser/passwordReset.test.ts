// «Ξεχάσατε τον κωδικό;» in the built admin: the sign-in page's link, the request, the e-mail read from
// the development outbox, a new password that signs in while the old one no longer does, a link that
// works once and not after it expires, the same answer for an address nobody has, and the logo that
// leads back to the public site.
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { linkPath, waitForMessage } from "../helpers/outbox.js";
import { newContext, newPage, useBrowser } from "../helpers/browser.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { uniqueEmail, uniqueIp } from "../helpers/unique.js";

const NEW_PASSWORD = "a-brand-new-password-2026";
const SENT = "Αν υπάρχει λογαριασμός με αυτό το e-mail, σας στείλαμε σύνδεσμο για νέο κωδικό.";
const INVALID_LINK = "Ο σύνδεσμος δεν είναι έγκυρος ή έχει λήξει.";

const app = useBrowser();
let context: BrowserContext;
let page: Page;
let shop: TestShop;

beforeEach(async () => {
  shop = await createShop(app.server.db);
  // An address of its own per test: link requests are limited per client address.
  context = await newContext(app.browser, { extraHTTPHeaders: { "X-Forwarded-For": uniqueIp() } });
  page = await newPage(context);
});

afterEach(async () => {
  await context.close();
});

/** From the sign-in page, through «Ξεχάσατε τον κωδικό;», asks a link for `email`. */
async function requestReset(email: string) {
  await page.goto(`${app.server.url}/auth/signin`);
  await page.getByRole("link", { name: "Ξεχάσατε τον κωδικό;" }).click();
  await page.waitForURL(`${app.server.url}/auth/forgot-password`);
  await page.getByRole("heading", { name: "Ξεχάσατε τον κωδικό;" }).waitFor();
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Αποστολή συνδέσμου" }).click();
  await page.getByRole("alert").getByText(SENT).waitFor();
}

async function signIn(email: string, password: string) {
  await page.goto(`${app.server.url}/auth/signin`);
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Κωδικός", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
}

async function setNewPassword(path: string) {
  await page.goto(`${app.server.url}${path}`);
  await page.getByLabel("Νέος κωδικός", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Επανάληψη κωδικού", { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Αποθήκευση κωδικού" }).click();
}

describe("forgotten password", () => {
  it("mails a one-time link; the new password signs in, the old one does not, and the link works once", async () => {
    const asked = new Date();
    await requestReset(shop.email);
    const message = await waitForMessage(app.server.db, shop.email, asked);
    expect(message.subject).toBe("Νέος κωδικός για το Loyalty");
    const link = linkPath(message.text);
    expect(link).toMatch(/^\/auth\/set-password\?token=/);

    await setNewPassword(link);
    await page.waitForURL(/\/auth\/signin\?passwordSet=1/);
    await page.getByText("Ο κωδικός σας αποθηκεύτηκε.").waitFor();

    await signIn(shop.email, shop.password);
    await page.getByRole("alert").filter({ hasText: "Λάθος e-mail ή κωδικός." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/signin");

    await signIn(shop.email, NEW_PASSWORD);
    await page.waitForURL(`${app.server.url}/admin`);
    await context.clearCookies();

    await setNewPassword(link);
    await page.getByRole("alert").getByText(INVALID_LINK).waitFor();
  });

  it("refuses a link that has expired", async () => {
    const asked = new Date();
    await requestReset(shop.email);
    const link = linkPath((await waitForMessage(app.server.db, shop.email, asked)).text);
    await app.server.db.verificationToken.updateMany({
      where: { identifier: `set-password:${shop.email}` },
      data: { expires: new Date(Date.now() - 1000) },
    });
    await setNewPassword(link);
    await page.getByRole("alert").getByText(INVALID_LINK).waitFor();
    await signIn(shop.email, shop.password);
    await page.waitForURL(`${app.server.url}/admin`);
  });

  it("answers an address nobody has exactly as one that exists, and mails nothing", async () => {
    const nobody = uniqueEmail("nobody");
    const asked = new Date();
    await requestReset(nobody);
    // The message to an existing address leaves in the background: wait for one to know the outbox is written.
    await requestReset(shop.email);
    await waitForMessage(app.server.db, shop.email, asked);
    expect(await app.server.db.outboxMessage.count({ where: { to: nobody } })).toBe(0);
  });
});

describe("the sign-in pages' logo", () => {
  it("leads back to the public site", async () => {
    await page.goto(`${app.server.url}/auth/signin`);
    const logo = page.getByRole("link", { name: "Loyalty – αρχική σελίδα" });
    await logo.waitFor();
    expect(await logo.locator("svg.logo-mark").count()).toBe(1);
    await logo.click();
    await page.waitForURL(`${app.server.url}/`);
    await page.getByRole("heading", { level: 1, name: "Κάντε κάθε πελάτη τακτικό πελάτη." }).waitFor();
  });
});
