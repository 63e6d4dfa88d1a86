// The owner's API and webhook settings in a real browser: a key is shown once, listed by its prefix,
// works on /api/v1 and stops working when revoked; a webhook endpoint's deliveries are listed with
// their attempts and "send again" sends the event once more; a URL the server refuses is told at its field.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contextOf, newPage, useBrowser } from "../helpers/browser.js";
import { Receiver } from "../webhooks/receiver.js";
import { PosClient } from "../helpers/pos.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

const app = useBrowser();

async function ownerPage(): Promise<{ page: Page; shop: Awaited<ReturnType<typeof createShop>> }> {
  const shop = await createShop(app.server.db);
  const client = await shop.signIn(app.server.url);
  return { page: await newPage(await contextOf(app.browser, app.server.url, client)), shop };
}

describe("settings → API and webhooks", () => {
  it("shows a new key once, lists it by prefix and revokes it", async () => {
    const { page } = await ownerPage();
    await page.goto(`${app.server.url}/admin/settings?tab=api`);
    await page.getByRole("button", { name: "Νέο κλειδί" }).click();
    await page.getByLabel("Όνομα", { exact: true }).fill("Ταμείο Α");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    const shown = page.getByRole("dialog", { name: "Το νέο κλειδί API" });
    const key = (await shown.locator("code").textContent())!.trim();
    expect(key).toMatch(/^lyk_[A-Za-z0-9_-]{32}$/);
    await shown.getByRole("button", { name: "Το αντέγραψα" }).click();
    await shown.waitFor({ state: "hidden" });

    const row = page.getByRole("row").filter({ hasText: "Ταμείο Α" });
    await row.getByText(`${key.slice(0, 12)}…`).waitFor();
    await row.getByText("Ποτέ").waitFor();
    const pos = new PosClient(app.server.url, key);
    expect((await pos.post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "500" })).status).toBe(201);
    await page.reload();
    await page
      .getByRole("row")
      .filter({ hasText: "Ταμείο Α" })
      .getByText(`${key.slice(0, 12)}…`)
      .waitFor();
    expect(await page.content()).not.toContain(key.slice(12));
    await expect(page.getByRole("row").filter({ hasText: "Ταμείο Α" }).getByText("Ποτέ").count()).resolves.toBe(0);

    await page.getByRole("row").filter({ hasText: "Ταμείο Α" }).getByRole("button", { name: "Ανάκληση" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Ανάκληση" }).click();
    await page
      .getByRole("row")
      .filter({ hasText: "Ταμείο Α" })
      .getByText(/^Ανακλήθηκε/)
      .waitFor();
    expect((await pos.get("/transactions")).status).toBe(401);
    await page.context().close();
  });

  it("shows the server's refusal of a webhook URL under the URL field", async () => {
    const { page } = await ownerPage();
    await page.goto(`${app.server.url}/admin/settings?tab=webhooks`);
    await page.getByRole("button", { name: "Νέο endpoint" }).click();
    const dialog = page.getByRole("dialog", { name: "Νέο endpoint" });
    const url = dialog.getByLabel("Διεύθυνση (URL)");
    const field = dialog.locator(".ant-form-item").filter({ has: page.getByLabel("Διεύθυνση (URL)") });
    await url.fill("ftp://refused-hook.example.com/hook");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await field.locator(".ant-form-item-explain-error").getByText("Η διεύθυνση πρέπει να ξεκινά με https:// (ή http://).").waitFor();
    await expect(url.getAttribute("aria-invalid")).resolves.toBe("true");
    // A second refusal replaces the first at the field; the form stays open with what was typed.
    await url.fill("https://user:secret@refused-hook.example.com/hook");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await field.locator(".ant-form-item-explain-error").getByText("Η διεύθυνση δεν μπορεί να περιέχει όνομα χρήστη ή κωδικό.").waitFor();
    await expect(url.inputValue()).resolves.toBe("https://user:secret@refused-hook.example.com/hook");
    expect(await app.server.db.webhookEndpoint.count({ where: { url: { contains: "refused-hook.example.com/hook" } } })).toBe(0);
    await page.context().close();
  });

  it("lists an endpoint's deliveries with their attempts and sends one again", async () => {
    const receiver = await new Receiver().start();
    try {
      const { page } = await ownerPage();
      await page.goto(`${app.server.url}/admin/settings?tab=webhooks`);
      await page.getByRole("button", { name: "Νέο endpoint" }).click();
      await page.getByLabel("Διεύθυνση (URL)").fill(receiver.url);
      await page.getByRole("button", { name: "Αποθήκευση" }).click();
      const shown = page.getByRole("dialog", { name: "Μυστικό υπογραφής" });
      receiver.secret = (await shown.locator("code").textContent())!.trim();
      expect(receiver.secret).toMatch(/^whsec_/);
      await shown.getByRole("button", { name: "Το αντέγραψα" }).click();

      // A key made through the same screen's procedure, then a sale.
      await page.getByRole("tab", { name: "API" }).click();
      await page.getByRole("button", { name: "Νέο κλειδί" }).click();
      await page.getByLabel("Όνομα", { exact: true }).fill("E-shop");
      await page.getByRole("button", { name: "Αποθήκευση" }).click();
      const key = (await page.getByRole("dialog", { name: "Το νέο κλειδί API" }).locator("code").textContent())!.trim();
      await page.getByRole("button", { name: "Το αντέγραψα" }).click();
      await new PosClient(app.server.url, key).post("/purchases", { confirmNewCustomer: true, phone: newPhone(), amount: "1000" });
      await receiver.until(() => receiver.of("purchase.created").length === 1);
      expect(receiver.received.every((entry) => entry.signed)).toBe(true);

      await page.getByRole("tab", { name: "Webhooks" }).click();
      await page.getByRole("button", { name: "Αποστολές" }).click();
      const drawer = page.locator(".ant-drawer");
      const row = drawer.getByRole("row").filter({ hasText: "purchase.created" });
      await row.getByText("Παραδόθηκε").waitFor();
      await row.getByRole("button", { name: "Αποστολή ξανά" }).click();
      await page.getByText("Η αποστολή θα γίνει σε λίγα δευτερόλεπτα.").waitFor();
      await receiver.until(() => receiver.of("purchase.created").length === 2);
      // The drawer refreshes by itself and shows both attempts.
      await row.getByRole("cell", { name: "2", exact: true }).waitFor();
      await page.context().close();
    } finally {
      await receiver.close();
    }
  });
});
