// A shop's first day at the counter (issue 12, points 6, 7, 8 and 11), walked as a cashier does in the
// built admin, on a desktop (1440×900) and on a phone (390×844): the customer shown as the phone is
// typed, a new customer and a large amount confirmed, the store required, the result card with name and
// balances, gifts in the customer's history, coupons confirmed and cancelled, and awards on a phone
// without scrolling. One server and one browser for the whole file.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCouponCode } from "../../server/src/rewards/codes.js";
import { formatPhone } from "../../server/src/shared/phone.js";
import { newPage, signedInContext, useBrowser } from "../helpers/browser.js";
import { nationalNumber, newPhone } from "../helpers/unique.js";

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const app = useBrowser();
let company: { id: string; initiationGift: number; stampInitiationGift: number; pointsMult: number; stampPrice: number | null };

async function ownerPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await signedInContext(app.browser, app.server.url, "owner", { viewport });
  const page = await newPage(context);
  return page;
}

const dialog = (page: Page, title: string) => page.getByRole("dialog").filter({ hasText: title });

beforeAll(async () => {
  company = await app.server.db.company.findUniqueOrThrow({
    where: { slug: "kafe-athina" },
    select: { id: true, initiationGift: true, stampInitiationGift: true, pointsMult: true, stampPrice: true },
  });
});

describe("the counter on the first day (1440×900)", () => {
  let page: Page;
  beforeAll(async () => {
    page = await ownerPage(WIDE);
  });
  afterAll(() => page.context().close());

  it("shows «Νέος πελάτης» as the phone is typed, asks for the store and the confirmation, and shows the new balances", async () => {
    const phone = newPhone();
    await page.goto(`${app.server.url}/admin/points/add`);
    await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
    await page.getByTestId("customer-preview").getByText("Νέος πελάτης").waitFor();
    await page.getByLabel("Ποσό αγοράς").fill("12,50");
    await page.keyboard.press("Enter");
    // The demo café has two stores and this device has used none: the store is asked for.
    await page.getByText("Επιλέξτε το κατάστημα της αγοράς.").waitFor();
    await page.getByLabel("Κατάστημα").selectOption({ label: "Καφέ Αθηνά – Κουκάκι" });
    await page.getByRole("button", { name: "Προσθήκη πόντων" }).click();

    const confirm = dialog(page, "Νέος πελάτης;");
    await confirm.getByText("Δεν υπάρχει πελάτης με αυτό το τηλέφωνο").waitFor();
    expect(await app.server.db.customer.count({ where: { companyId: company.id, phone: phone } })).toBe(0);
    await confirm.getByRole("button", { name: "Ναι, νέος πελάτης" }).click();

    const result = page.getByTestId("award-result");
    await result.getByText("Νέος πελάτης").waitFor();
    const earned = 12 * company.pointsMult;
    const text = await result.innerText();
    expect(text).toContain(phone);
    expect(text).toContain(`+${earned} πόντοι, +1 στάμπα`); // 12,50 € reaches the stamp price
    expect(text).toContain(`${earned + company.initiationGift} πόντοι`);
    expect(text).toContain(`${1 + company.stampInitiationGift} στάμπες`);
    const customer = await app.server.db.customer.findFirstOrThrow({ where: { companyId: company.id, phone: phone } });
    expect(customer.points).toBe(earned + company.initiationGift);
    const store = await app.server.db.store.findFirstOrThrow({ where: { companyId: company.id, name: "Καφέ Αθηνά – Κουκάκι" } });
    expect((await app.server.db.transaction.findFirstOrThrow({ where: { customerId: customer.id } })).storeId).toBe(store.id);

    // The next award on this device starts with the store it used last.
    await page.reload();
    await page.getByLabel("Κατάστημα").locator("option:checked", { hasText: "Καφέ Αθηνά – Κουκάκι" }).waitFor({ state: "attached" });
  });

  it("shows a known customer's name, points, stamps and rewards, and asks before a large amount", async () => {
    const phone = newPhone();
    const customer = await app.server.db.customer.create({ data: { companyId: company.id, phone: phone, firstName: "Ελένη", lastName: "Δήμου" } });
    await app.server.db.gifted.create({ data: { companyId: company.id, customerId: customer.id, points: 400, message: "Δώρο γενεθλίων" } });
    await page.goto(`${app.server.url}/admin/points/add`);
    await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
    const preview = page.getByTestId("customer-preview");
    await preview.getByText("Ελένη Δήμου").waitFor();
    await preview.getByText("400 πόντοι").waitFor();
    await preview.getByText("Μπορεί να πάρει τώρα:").waitFor();

    await page.getByLabel("Ποσό αγοράς").fill("999,00");
    await page.keyboard.press("Enter");
    const confirm = dialog(page, "Μεγάλο ποσό");
    await confirm.getByText("ξεπερνά το ποσό προειδοποίησης").waitFor();
    await confirm.getByRole("button", { name: "Ναι, το ποσό είναι σωστό" }).click();
    const result = page.getByTestId("award-result");
    await result.getByText("Ελένη Δήμου").waitFor();
    expect(await result.innerText()).toContain(`${(400 + 999 * company.pointsMult).toLocaleString("el-GR")} πόντοι`);

    // The gift is in the customer's history, beside the purchase.
    await page.goto(`${app.server.url}/admin/customers/show/${customer.id}`);
    const gifts = page.getByTestId("gift-list");
    await gifts.getByText("Δώρο γενεθλίων").waitFor();
    expect(await gifts.innerText()).toContain("+400 πόντοι");
  });
});

describe("coupons in the customer panel (1440×900)", () => {
  let page: Page;
  beforeAll(async () => {
    page = await ownerPage(WIDE);
  });
  afterAll(() => page.context().close());

  it("asks before creating a coupon with its cost and the balance after, and cancels it (points back) with its own confirmation", async () => {
    const phone = newPhone();
    const customer = await app.server.db.customer.create({ data: { companyId: company.id, phone: phone } });
    await app.server.db.gifted.create({ data: { companyId: company.id, customerId: customer.id, points: 1000 } });
    const reward = await app.server.db.reward.create({ data: { companyId: company.id, title: "Πρωινό δύο ατόμων", points: 300 } });

    await page.goto(`${app.server.url}/admin/customers/show/${customer.id}`);
    await page.getByRole("button", { name: `Δημιουργία: ${reward.title}` }).click();
    const confirm = dialog(page, `Δημιουργία κουπονιού «${reward.title}»`);
    await confirm.getByText("Κόστος: 300 πόντοι. Υπόλοιπο μετά: 700 πόντοι.").waitFor();
    expect(await app.server.db.coupon.count({ where: { customerId: customer.id } })).toBe(0);
    await confirm.getByRole("button", { name: "Δημιουργία", exact: true }).click();
    const code = (await page.getByTestId("new-coupon-code").innerText()).trim();
    expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(700);
    await dialog(page, "Το κουπόνι δημιουργήθηκε")
      .getByRole("button", { name: /close|Κλείσιμο/i })
      .click();

    await page.getByRole("button", { name: `Ακύρωση κουπονιού ${code}` }).click();
    const cancel = dialog(page, `Ακύρωση κουπονιού ${code}`);
    await cancel.getByText("Ο πελάτης παίρνει πίσω 300 πόντους.").waitFor();
    await cancel.getByRole("button", { name: "Ακύρωση κουπονιού" }).click();
    await page.getByRole("button", { name: `Ακύρωση κουπονιού ${code}` }).waitFor({ state: "detached" });
    expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(1000);

    // The history lists it cancelled, with who created it.
    await page.goto(`${app.server.url}/admin/history/coupons`);
    await page.getByPlaceholder(/Αναζήτηση/).fill(code);
    const row = page.locator("tr.ant-table-row").filter({ hasText: code });
    await row.getByText("Ακυρώθηκε").waitFor();
    const owner = await app.server.db.user.findFirstOrThrow({ where: { email: "owner@kafe-athina.gr" } });
    expect(await row.innerText()).toContain(owner.name ?? owner.email!);
  });
});

describe("the counter on a phone (390×844)", () => {
  let page: Page;
  beforeAll(async () => {
    page = await ownerPage(PHONE);
  });
  afterAll(() => page.context().close());

  /** The element's box, in viewport pixels. */
  const box = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())!;

  it("awards one customer after another without scrolling: the result and the submit button stay on screen", async () => {
    const customers = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const phone = newPhone();
        await app.server.db.customer.create({ data: { companyId: company.id, phone: phone, firstName: `Πελάτης ${index}` } });
        return phone;
      }),
    );
    await page.goto(`${app.server.url}/admin/points/add`);
    await page.getByLabel("Κατάστημα").selectOption({ index: 1 });
    const submit = page.getByRole("button", { name: "Προσθήκη πόντων" });
    for (const [index, phone] of customers.entries()) {
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
      await page.getByTestId("customer-preview").getByText(`Πελάτης ${index}`).waitFor();
      await page.getByLabel("Ποσό αγοράς").fill("4,20");
      await submit.click();
      const result = page.getByTestId("award-result");
      await result.getByText(`Πελάτης ${index}`).waitFor();
      // Nothing scrolled, the card whole on screen, the button for the next award within reach.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const card = await box(result);
      expect(card.y).toBeGreaterThanOrEqual(0);
      const button = await box(submit);
      expect(button.y + button.height).toBeLessThanOrEqual(PHONE.height);
      expect(card.y + card.height).toBeLessThanOrEqual(button.y);
    }
  });

  it("keeps a toast off the redeemed coupon's card and off the header, and the history's cancel button on screen", async () => {
    const phone = newPhone();
    const customer = await app.server.db.customer.create({ data: { companyId: company.id, phone: phone } });
    await app.server.db.transaction.create({ data: { companyId: company.id, customerId: customer.id, amount: 450, pointsMult: 1, points: 4 } });
    const code = newCouponCode("points");
    await app.server.db.coupon.create({ data: { code, points: 0, title: "Δωρεάν espresso", customerId: customer.id } });

    await page.goto(`${app.server.url}/admin/coupons`);
    await page.getByLabel("Κωδικός κουπονιού").fill(code);
    await page.keyboard.press("Enter");
    const toast = page.locator(".ant-notification-notice").filter({ hasText: "Το κουπόνι εξαργυρώθηκε με επιτυχία!" });
    await toast.waitFor();
    const card = await box(page.getByTestId("redeemed-coupon"));
    const notice = await box(toast);
    const header = await box(page.locator("header").first());
    const apart = (a: typeof card, b: typeof card) => a.y + a.height <= b.y || b.y + b.height <= a.y || a.x + a.width <= b.x || b.x + b.width <= a.x;
    expect(apart(notice, card)).toBe(true);
    expect(apart(notice, header)).toBe(true);

    await page.goto(`${app.server.url}/admin/history/transactions`);
    await page.getByPlaceholder("Αναζήτηση με τηλέφωνο").fill(nationalNumber(phone));
    const cancel = page
      .locator("tr.ant-table-row")
      .filter({ hasText: formatPhone(phone) })
      .getByRole("button", { name: "Ακύρωση" });
    await cancel.waitFor();
    const button = await box(cancel);
    expect(button.x).toBeGreaterThanOrEqual(0);
    expect(button.x + button.width).toBeLessThanOrEqual(PHONE.width);
  });
});
