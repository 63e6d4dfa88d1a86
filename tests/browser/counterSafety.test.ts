// The till's safety net and the details a cashier notices (issue 30), at the sizes they were seen
// (1440×900 and 390×844): a second Enter on «Μεγάλο ποσό» corrects instead of confirming, a sale above
// the shop's ceiling is refused on the field, «Αναίρεση» takes back the cashier's own sale, redeem
// refusals are said once under the fixed heading, the only store is preselected and a device with no
// store asks first, every welcome gift is named, and the customer preview redeems a listed coupon.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCouponCode } from "../../server/src/rewards/codes.js";
import { signIn } from "../helpers/client.js";
import { contextOf, newPage, useBrowser } from "../helpers/browser.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { nationalNumber, newPhone } from "../helpers/unique.js";

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const app = useBrowser();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? document.activeElement?.getAttribute("aria-label") ?? "");
const focusOn = (page: Page, label: string) => page.waitForFunction((expected) => document.activeElement?.getAttribute("aria-label") === expected, label);

for (const [size, viewport] of [
  ["1440×900", WIDE],
  ["390×844", PHONE],
] as const) {
  describe(`the counter's safety net (${size})`, () => {
    let shop: TestShop;
    let page: Page;

    beforeAll(async () => {
      // One store (so it is preselected), a warning above 50 €, the default ceiling (1.000 €), welcome gifts in both programmes.
      shop = await createShop(app.server.db, { warningAmount: 5_000, initiationGift: 10, stampInitiationGift: 2, pointsMult: 1, stampPrice: null });
      const owner = await signIn(app.server.url, shop.email, shop.password);
      page = await newPage(await contextOf(app.browser, app.server.url, owner, { viewport }));
    });
    afterAll(() => page.context().close());

    it("preselects the only store, and names both welcome gifts in the result", async () => {
      const phone = newPhone();
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Κατάστημα").locator("option:checked", { hasText: "Κεντρικό" }).waitFor({ state: "attached" });
      expect(await page.getByTestId("store-ask").count()).toBe(0);
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
      await page.getByLabel("Ποσό αγοράς").fill("4,80");
      await page.keyboard.press("Enter");
      await page.getByRole("dialog").getByRole("button", { name: "Ναι, νέος πελάτης" }).click();
      const gifts = page.getByTestId("award-gifts");
      await gifts.getByText("Δώρο καλωσορίσματος: +10 πόντοι, +2 στάμπες").waitFor();
      const purchase = await app.server.db.transaction.findFirstOrThrow({ where: { companyId: shop.company.id, customer: { phone } } });
      expect(purchase.storeId).toBe(shop.store.id);
    });

    it("starts «Μεγάλο ποσό» on the correction: a second Enter goes back to the amount and writes nothing", async () => {
      const phone = newPhone();
      await app.server.db.customer.create({ data: { companyId: shop.company.id, phone } });
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
      await page.getByLabel("Ποσό αγοράς").fill("480");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog").filter({ hasText: "Μεγάλο ποσό" });
      await dialog.waitFor();
      await expect.poll(() => focusedText(page)).toBe("Όχι, διόρθωση");
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "detached" });
      await focusOn(page, "Ποσό αγοράς");
      expect(await page.getByLabel("Ποσό αγοράς").inputValue()).toBe("480");
      expect(await app.server.db.transaction.count({ where: { customer: { companyId: shop.company.id, phone } } })).toBe(0);
    });

    it("refuses an amount above the ceiling on the field, with no question and nothing written", async () => {
      const phone = newPhone();
      await app.server.db.customer.create({ data: { companyId: shop.company.id, phone } });
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
      await page.getByLabel("Ποσό αγοράς").fill("99999");
      await page.keyboard.press("Enter");
      await page.getByText("ξεπερνά το ανώτατο ποσό αγοράς του καταστήματος (1.000,00 €)").waitFor();
      await focusOn(page, "Ποσό αγοράς");
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await app.server.db.transaction.count({ where: { customer: { companyId: shop.company.id, phone } } })).toBe(0);
    });

    it("undoes the cashier's own sale from the result: the points go back, once, and the button goes", async () => {
      const phone = newPhone();
      const customer = await app.server.db.customer.create({ data: { companyId: shop.company.id, phone, firstName: "Άννα" } });
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
      await page.getByTestId("customer-preview").getByText("Άννα").waitFor();
      await page.getByLabel("Ποσό αγοράς").fill("12,00");
      await page.keyboard.press("Enter");
      const result = page.getByTestId("award-result");
      await result.getByText("+12 πόντοι").waitFor();
      const undo = page.getByRole("button", { name: "Αναίρεση", exact: true });
      // A double click: one undo.
      await undo.dblclick();
      await result.getByText("Η αγορά αναιρέθηκε").waitFor();
      await undo.waitFor({ state: "detached" });
      expect(await result.getByTestId("award-balance").innerText()).toContain("0 πόντοι");
      const [purchase] = await app.server.db.transaction.findMany({ where: { customerId: customer.id } });
      expect(purchase.cancelledAt).not.toBeNull();
      expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(0);
    });

    it("redeems a coupon listed in the customer preview, and says a refusal once under the heading", async () => {
      const phone = newPhone();
      const customer = await app.server.db.customer.create({ data: { companyId: shop.company.id, phone } });
      const code = newCouponCode("points");
      await app.server.db.coupon.create({ data: { code, points: 0, title: "Δωρεάν φρέντο", customerId: customer.id } });
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
      await page.getByRole("button", { name: `Εξαργύρωση: Δωρεάν φρέντο (${code})` }).click();
      const card = page.getByTestId("redeemed-coupon");
      await card.getByText("Δωρεάν φρέντο").waitFor();
      // The preview no longer offers it.
      await page.getByRole("button", { name: `Εξαργύρωση: Δωρεάν φρέντο (${code})` }).waitFor({ state: "detached" });
      expect((await app.server.db.coupon.findUniqueOrThrow({ where: { code } })).usedAt).not.toBeNull();

      // The same code again at /admin/coupons: one refusal, with what happened, and no toast.
      await page.goto(`${app.server.url}/admin/coupons`);
      for (const [typed, reason] of [
        [code, /^Έχει ήδη εξαργυρωθεί στις /],
        ["PZZZZZZZZZ", /^Άγνωστος κωδικός\./],
      ] as const) {
        await page.getByLabel("Κωδικός κουπονιού").fill(typed);
        await page.keyboard.press("Enter");
        const refusal = page.locator(".result-alert-error").filter({ hasText: typed });
        await refusal.waitFor();
        expect(await refusal.locator(".result-alert-message").innerText()).toBe("Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά");
        expect(await refusal.locator(".result-alert-description").innerText()).toMatch(reason);
        expect(await page.getByText("Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά").count()).toBe(1);
        expect(await page.locator(".ant-notification-notice").count()).toBe(0);
      }
    });
  });
}

describe("a shop with two stores on a device that remembers none (1440×900)", () => {
  it("asks for the store before the first sale, and not once it is chosen", async () => {
    const shop = await createShop(app.server.db, { pointsMult: 1 });
    const second = await app.server.db.store.create({ data: { name: "Παράρτημα", companyId: shop.company.id } });
    const owner = await signIn(app.server.url, shop.email, shop.password);
    const page = await newPage(await contextOf(app.browser, app.server.url, owner, { viewport: WIDE }));
    await page.goto(`${app.server.url}/admin/points/add`);
    await page.getByTestId("store-ask").getByText("Σε ποιο κατάστημα είναι αυτή η συσκευή;").waitFor();
    await page.getByLabel("Κατάστημα").selectOption({ label: "Παράρτημα" });
    await page.getByTestId("store-ask").waitFor({ state: "detached" });
    await page.reload();
    await page.getByLabel("Κατάστημα").locator("option:checked", { hasText: "Παράρτημα" }).waitFor({ state: "attached" });
    expect(await page.getByTestId("store-ask").count()).toBe(0);
    expect(second.id).toBeTruthy();
    await page.context().close();
  });
});
