// Signing in and out of the built admin (dist/admin) in a real browser: the owner's round trip,
// a wrong password, the session guard with its callbackUrl, an employee's narrower sidebar, and where
// users without a shop end up (platform admins: their home page with the review queue; anyone else: /404).
import { randomUUID } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { storePasswordHash } from "../../server/src/auth/credentials.js";
import { hashPassword } from "../../server/src/auth/password.js";
import { newContext, newPage, useBrowser } from "../helpers/browser.js";

const OWNER = { email: "owner@kafe-athina.gr", password: "athina-demo-2026" };
const EMPLOYEE = { email: "staff@kafe-athina.gr", password: "athina-staff-2026" };
const PLATFORM_ADMIN = { email: "admin@loyalty.local", password: "platform-admin-2026" };

const app = useBrowser();
let context: BrowserContext;
let page: Page;

async function signIn(account: { email: string; password: string }) {
  await page.getByLabel("E-mail", { exact: true }).fill(account.email);
  await page.getByLabel("Κωδικός", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
}

function sidebar() {
  return page.getByRole("navigation", { name: "Κύριο μενού" });
}

// A new context per test: no cookies carried from one test to the next.
beforeEach(async () => {
  context = await newContext(app.browser);
  page = await newPage(context);
});

afterEach(async () => {
  await context.close();
});

describe("sign-in", () => {
  it("signs the owner in to the shop's home page and out to the public site", async () => {
    await page.goto(`${app.server.url}/auth/signin`);
    await signIn(OWNER);

    await page.waitForURL(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Καφέ Αθηνά" }).waitFor();
    await sidebar().getByRole("link", { name: "Προσωπικό" }).waitFor();
    await page.getByText(OWNER.email).waitFor();

    await page.getByRole("link", { name: "Αποσύνδεση" }).click();
    await page.waitForURL(`${app.server.url}/auth/signout`);
    await page.getByText("Θέλετε να αποσυνδεθείτε;").waitFor();
    await page.getByRole("button", { name: "Αποσύνδεση" }).click();

    await page.waitForURL(`${app.server.url}/`);
    const session = await (await page.request.get(`${app.server.url}/api/auth/session`)).json();
    expect(session?.user).toBeUndefined();
  });

  it("shows the Greek error for a wrong password and stays on the sign-in page", async () => {
    await page.goto(`${app.server.url}/auth/signin`);
    await signIn({ email: OWNER.email, password: "not-the-password" });

    await page.getByRole("alert").filter({ hasText: "Λάθος e-mail ή κωδικός." }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/auth/signin");
  });

  it("sends an admin page without a session to sign-in, and back to that page after signing in", async () => {
    await page.goto(`${app.server.url}/admin/staff`);

    await page.waitForURL(/\/auth\/signin\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("error")).toBe("SessionRequired");
    expect(url.searchParams.get("callbackUrl")).toBe("/admin/staff");
    await page.getByRole("alert").filter({ hasText: "Συνδεθείτε για να συνεχίσετε." }).waitFor();

    await signIn(OWNER);
    await page.waitForURL(`${app.server.url}/admin/staff`);
    await page.getByRole("heading", { name: "Προσωπικό" }).waitFor();
  });

  it("does not show the staff link to an employee, nor the staff page", async () => {
    await page.goto(`${app.server.url}/auth/signin`);
    await signIn(EMPLOYEE);

    await page.waitForURL(`${app.server.url}/admin`);
    await page.getByRole("heading", { name: "Καφέ Αθηνά" }).waitFor();
    await sidebar().getByRole("link", { name: "Πόντοι" }).waitFor();
    await expect.poll(() => sidebar().getByRole("link", { name: "Προσωπικό" }).count()).toBe(0);

    await page.goto(`${app.server.url}/admin/staff`);
    await page.getByText("Δεν έχετε πρόσβαση σε αυτή τη σελίδα").waitFor();
  });

  it("takes a platform admin without a shop to the platform's home page, also from shop pages", async () => {
    await page.goto(`${app.server.url}/auth/signin`);
    await signIn(PLATFORM_ADMIN);

    await page.waitForURL(`${app.server.url}/admin`);
    await page.getByRole("heading", { level: 1, name: "Πλατφόρμα" }).waitFor();
    await page.getByTestId("home-review-queue").waitFor();
    await sidebar().getByRole("link", { name: "Εξερχόμενα μηνύματα" }).waitFor();
    await expect.poll(() => sidebar().getByRole("link", { name: "Πόντοι" }).count()).toBe(0);

    await page.goto(`${app.server.url}/admin/points`);
    await page.waitForURL(`${app.server.url}/admin`);
    await page.getByTestId("home-review-queue").waitFor();
  });

  it("sends a signed-in user who works for no shop to /404", async () => {
    const account = { email: `no-shop-${randomUUID()}@example.gr`, password: "no-shop-password-2026" };
    const user = await app.server.db.user.create({ data: { email: account.email, name: "Χωρίς κατάστημα" } });
    await storePasswordHash(app.server.db, user.id, await hashPassword(account.password));

    await page.goto(`${app.server.url}/auth/signin`);
    await signIn(account);

    await page.waitForURL(`${app.server.url}/404`);
  });
});
