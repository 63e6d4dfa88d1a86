// The customers screen, the customer panel and the history in a real browser, on the built admin:
// finding a customer (by phone or name), the panel's own address, editing them, custom options, coupons
// from rewards, the birthday picker's rules, a customer who left the shop from the wallet, and what
// cancelling a purchase says, on a phone.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCents } from "../../server/src/shared/money.js";
import { formatPhone } from "../../server/src/shared/phone.js";
import { newContext, newPage, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { newCustomer } from "../helpers/customers.js";
import { nationalNumber } from "../helpers/unique.js";
import { demo } from "../helpers/client.js";
import { walletClient } from "../wallet/support.js";

/** A seeded point reward of Καφέ Αθηνά. */
const ESPRESSO = { title: "Δωρεάν espresso", points: 50 };

const app = useBrowser();
let page: Page;
let companyId: string;

/** A customer of the shop with a phone no other test uses, holding the given points. */
const customerWithPoints = (points: number) => newCustomer(app.server.db, companyId, { points });

function givePoints(customerId: string, points: number) {
  return app.server.db.gifted.create({ data: { companyId, customerId, points, message: "Δοκιμή" } });
}

/** The panel's own address: the customer's id. */
async function openPanelPage(customer: { id: string }) {
  await page.goto(`${app.server.url}/admin/customers/show/${customer.id}`);
  await panel().waitFor();
}

function panel() {
  return page.getByTestId("customer-panel");
}

function section(title: string): Locator {
  return panel()
    .locator(".ant-card")
    .filter({ has: page.locator(".ant-card-head-title", { hasText: new RegExp(`^${title.replace(/[()]/g, "\\$&")}$`) }) });
}

function statistic(title: string) {
  return panel().locator(".ant-statistic").filter({ hasText: title }).locator(".ant-statistic-content-value");
}

/**
 * Types into an antd select's search box (by its input id), picks the option with this label, and returns
 * once its dropdown has closed and the select is done with the click. A press in the dropdown gives the
 * focus back to its select in a timer (rc-select's onInternalMouseDown, setTimeout without delay): typing
 * into the next select before that timer ran lost the focus, and the text, to this one. A person is never
 * that fast; the test waits for a timer queued after it, which the page runs after rc-select's.
 */
async function pick(inputId: string, label: string) {
  // rc-select's list of options has the id "<input id>_list".
  const dropdown = page.locator(".ant-select-dropdown", { has: page.locator(`#${inputId}_list`) });
  await page.locator(`#${inputId}`).fill(label);
  await dropdown.locator(`.ant-select-item-option[title="${label}"]`).click();
  await dropdown.waitFor({ state: "hidden" });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

beforeAll(async () => {
  companyId = (await app.server.db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" }, select: { id: true } })).id;
  page = await signInThroughForm(await newPage(await newContext(app.browser)), app.server.url, demo.owner);
});

describe("the customers list", () => {
  it("finds a customer by phone and opens the panel in a drawer at its own address; the first name saves on blur", async () => {
    const customer = await customerWithPoints(30);
    await page.goto(`${app.server.url}/admin/customers`);
    await page.getByLabel("Αναζήτηση πελάτη").fill(nationalNumber(customer.phone));
    // The phone as people write it: "691 234 5678".
    const row = page.locator("tr.ant-table-row").filter({ hasText: formatPhone(customer.phone) });
    await row.waitFor();
    await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(1);
    expect(await page.locator("main").innerText()).not.toContain(customer.phone);

    await row.click();
    await page.locator(".ant-drawer").getByTestId("customer-panel").waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/customers/show/${customer.id}`);
    await expect.poll(() => statistic("Πόντοι").innerText()).toBe("30");

    await page.locator("#customer-firstName").fill("Ελευθερία");
    await page.locator("#customer-firstName").blur();
    await expect.poll(async () => (await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).firstName).toBe("Ελευθερία");
    // Closing goes back to the list's address, with the search kept; the list reads the new name too.
    await page.locator(".ant-drawer-close").click();
    await page.waitForURL(/\/admin\/customers$/);
    await row.filter({ hasText: "Ελευθερία" }).waitFor();
    expect(await page.getByLabel("Αναζήτηση πελάτη").inputValue()).toBe(nationalNumber(customer.phone));
  });

  it("exports the customers the search finds as CSV", async () => {
    const customer = await customerWithPoints(0);
    await page.goto(`${app.server.url}/admin/customers`);
    await page.getByLabel("Αναζήτηση πελάτη").fill(nationalNumber(customer.phone));
    await page
      .locator("tr.ant-table-row")
      .filter({ hasText: formatPhone(customer.phone) })
      .waitFor();
    const csvPath = await page.getByRole("link", { name: /Εξαγωγή CSV/ }).getAttribute("href");
    expect(csvPath).toBe(`/api/export/customers.csv?text=${nationalNumber(customer.phone)}&sort=lastVisitAt&order=desc`);

    const csv = await page.request.get(`${app.server.url}${csvPath}`);
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(customer.phone);
  });
});

describe("the customer panel", () => {
  it("adds and removes custom options at once", async () => {
    const customer = await customerWithPoints(0);
    await openPanelPage(customer);
    const fields = () => app.server.db.customerField.findMany({ where: { customerId: customer.id }, select: { key: true, value: true } });

    const oat = panel().getByRole("group", { name: "Γάλα" }).getByRole("button", { name: "Βρώμης" });
    await oat.click();
    // Optimistic: shown before the server answers (the update lands a tick after the click).
    await expect.poll(() => oat.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(fields).toEqual([{ key: "Γάλα", value: "vromis" }]);

    const vegetarian = panel().getByRole("switch", { name: "Χορτοφάγος" });
    await vegetarian.click();
    await expect.poll(fields).toHaveLength(2);
    expect(await fields()).toContainEqual({ key: "Χορτοφάγος", value: "true" });

    await oat.click();
    await expect.poll(fields).toEqual([{ key: "Χορτοφάγος", value: "true" }]);
    await expect.poll(() => oat.getAttribute("aria-pressed")).toBe("false");
  });

  it("shows a custom option chosen before the server answers, and quietly undoes it when the call fails", async () => {
    const customer = await customerWithPoints(0);
    await openPanelPage(customer);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/trpc/customOption.add?**", async (route) => {
      await held;
      await route.abort("connectionfailed");
    });
    try {
      const almond = panel().getByRole("group", { name: "Γάλα" }).getByRole("button", { name: "Αμυγδάλου" });
      await almond.click();
      await expect.poll(() => almond.getAttribute("aria-pressed")).toBe("true");
      answer();
      await expect.poll(() => almond.getAttribute("aria-pressed")).toBe("false");
      expect(await app.server.db.customerField.count({ where: { customerId: customer.id } })).toBe(0);
      await expect.poll(() => page.locator(".ant-notification-notice").count()).toBe(0);
    } finally {
      await page.unroute("**/api/trpc/customOption.add?**");
    }
  });

  it("keeps a reward's button off while points are short, and creates a coupon once they suffice", async () => {
    const customer = await customerWithPoints(ESPRESSO.points - 10);
    await openPanelPage(customer);
    const createEspresso = section("Δημιουργία κουπονιών").getByRole("button", { name: `Δημιουργία: ${ESPRESSO.title}` });
    await expect.poll(() => createEspresso.isDisabled()).toBe(true);

    await givePoints(customer.id, 30); // 70 points
    await openPanelPage(customer);
    await expect.poll(() => createEspresso.isEnabled()).toBe(true);
    await createEspresso.click();
    // One click spends points: the confirmation shows the cost and what is left first.
    const confirm = page.getByRole("dialog").filter({ hasText: `Δημιουργία κουπονιού «${ESPRESSO.title}»` });
    await confirm.getByText(`Υπόλοιπο μετά: ${70 - ESPRESSO.points} πόντοι.`).waitFor();
    await confirm.getByRole("button", { name: "Δημιουργία", exact: true }).click();

    const code = page.getByTestId("new-coupon-code");
    await code.waitFor();
    const coupon = await app.server.db.coupon.findFirstOrThrow({ where: { customerId: customer.id } });
    await expect.poll(() => code.innerText()).toContain(coupon.code);
    expect(coupon.usedAt).toBeNull();
    await page.locator(".ant-modal-close").click();

    await expect.poll(() => statistic("Πόντοι").innerText()).toBe("20");
    expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).points).toBe(20);
    await panel().getByRole("region", { name: "Κουπόνια πόντων" }).getByText(coupon.code).waitFor();
    // 20 points are now short of the espresso again.
    await expect.poll(() => createEspresso.isDisabled()).toBe(true);
  });

  it("picks a birthday with the dropdowns: day waits for year and month, and 29 February clears in a non-leap year", async () => {
    const customer = await customerWithPoints(0);
    await openPanelPage(customer);
    const day = page.locator("#birthday-day");
    await expect.poll(() => day.isDisabled()).toBe(true);

    await pick("birthday-year", "2000");
    await expect.poll(() => day.isDisabled()).toBe(true);
    await pick("birthday-month", "Φεβρουάριος");
    await expect.poll(() => day.isEnabled()).toBe(true);
    await pick("birthday-day", "29");
    await expect
      .poll(async () => (await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).birthday?.toISOString().slice(0, 10))
      .toBe("2000-02-29");

    await pick("birthday-year", "2001");
    const daySelect = page.locator(".ant-select").filter({ has: day });
    await expect.poll(() => daySelect.locator(".ant-select-selection-item").count()).toBe(0);
    await expect.poll(() => daySelect.locator(".ant-select-selection-placeholder").innerText()).toBe("Ημέρα");
    // An incomplete date is not saved: the stored birthday stays as it was.
    expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).birthday?.toISOString().slice(0, 10)).toBe("2000-02-29");
  });

  it("keeps a birthday picked further while the previous pick was still being saved", async () => {
    const customer = await customerWithPoints(0);
    await openPanelPage(customer);
    // The save of 29 February 2000 is held until the person has already picked 2001 (a slow line).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/trpc\/[^?]*company\.updateCustomerInfo/, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await pick("birthday-year", "2000");
      await pick("birthday-month", "Φεβρουάριος");
      await pick("birthday-day", "29");
      await pick("birthday-year", "2001");
      // The saved date comes back and the customer is read again: the fields still show what was picked.
      const readAgain = page.waitForResponse((response) => response.url().includes("company.getCustomer") && response.request().method() === "GET");
      release();
      await readAgain;
    } finally {
      await page.unroute(/\/api\/trpc\/[^?]*company\.updateCustomerInfo/);
    }
    expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).birthday?.toISOString().slice(0, 10)).toBe("2000-02-29");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    const select = (input: string) => page.locator(".ant-select").filter({ has: page.locator(`#${input}`) });
    expect(await select("birthday-year").locator(".ant-select-selection-item").innerText()).toBe("2001");
    expect(await select("birthday-day").locator(".ant-select-selection-item").count()).toBe(0);
  });
});

describe("the panel's own address", () => {
  it("opens the customer's panel directly and again after a reload, with the coupon actions at the top", async () => {
    const customer = await newCustomer(app.server.db, companyId, { points: 70, data: { firstName: "Ρένα", lastName: "Αδάμου" } });
    await openPanelPage(customer);
    await panel().getByRole("heading", { name: "Ρένα Αδάμου" }).waitFor();
    await panel().getByText(formatPhone(customer.phone), { exact: true }).waitFor();
    await page.reload();
    await panel().getByRole("heading", { name: "Ρένα Αδάμου" }).waitFor();
    await expect.poll(() => statistic("Πόντοι").innerText()).toBe("70");
    // Redeeming and creating coupons come before the customer's details.
    await section("Στοιχεία").waitFor();
    const titles = await panel().locator(".ant-card-head-title").allInnerTexts();
    expect(titles.slice(0, 2)).toEqual(["Εξαργύρωση κουπονιού", "Δημιουργία κουπονιών"]);
    expect(titles.indexOf("Στοιχεία")).toBeGreaterThan(titles.indexOf("Δημιουργία κουπονιών (στάμπες)"));
  });
});

describe("on a phone (390×844)", () => {
  const PHONE = { width: 390, height: 844 };
  let phonePage: Page;
  beforeAll(async () => {
    phonePage = await signInThroughForm(await newPage(await newContext(app.browser, { viewport: PHONE })), app.server.url, demo.owner);
  });
  afterAll(() => phonePage.context().close());

  /** Neither the text on screen nor the page's HTML (attributes, addresses) holds the placeholder phone. */
  async function expectNoPlaceholder(customerId: string) {
    expect(await phonePage.locator("body").innerText()).not.toContain("left:");
    expect(await phonePage.content()).not.toContain(`left:${customerId}`);
  }

  it("shows a customer who left the shop from the wallet as «Πελάτης που αποχώρησε» in Customers and History, and their panel says so", async () => {
    // A wallet customer with a purchase, the newest visit of the shop, who then leaves through the wallet.
    const customer = await newCustomer(app.server.db, companyId, { data: { firstName: "Φανή", lastName: "Αποχωρούσα", lastVisitAt: new Date() } });
    await app.server.db.transaction.create({ data: { companyId, customerId: customer.id, amount: 850, pointsMult: 1, points: 8 } });
    const wallet = await walletClient(app.server.url, app.server.db, customer.phone);
    await wallet.trpc.wallet.leaveShop.mutate({ companyId });
    expect((await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).phone).toMatch(/^left:/);

    await phonePage.goto(`${app.server.url}/admin/customers`);
    const row = phonePage.locator("tr.ant-table-row").first();
    await row.filter({ hasText: "Πελάτης που αποχώρησε" }).waitFor();
    await expectNoPlaceholder(customer.id);
    await row.click();
    const drawer = phonePage.locator(".ant-drawer").getByTestId("customer-panel");
    await drawer.getByRole("heading", { name: "Πελάτης που αποχώρησε" }).waitFor();
    await drawer.getByText("Ο πελάτης αποχώρησε από το κατάστημα").waitFor();
    expect(new URL(phonePage.url()).pathname).toBe(`/admin/customers/show/${customer.id}`);
    await expectNoPlaceholder(customer.id);
    // The purchase stays in the customer's history.
    await drawer.getByRole("region", { name: "Συναλλαγές πόντων" }).getByText(formatCents(850)).waitFor();

    await phonePage.goto(`${app.server.url}/admin/history/transactions`);
    const purchase = phonePage.locator("tr.ant-table-row").first();
    await purchase
      .filter({ hasText: "Πελάτης που αποχώρησε" })
      .filter({ hasText: formatCents(850) })
      .waitFor();
    await expectNoPlaceholder(customer.id);
    await purchase.getByRole("link", { name: "Πελάτης που αποχώρησε" }).click();
    await phonePage.locator(".ant-drawer").getByTestId("customer-panel").getByText("Ο πελάτης αποχώρησε από το κατάστημα").waitFor();
    expect(new URL(phonePage.url()).pathname).toBe(`/admin/customers/show/${customer.id}`);
    await expectNoPlaceholder(customer.id);
  });

  it("finds a purchase by the customer's name; the row's details stand beside its action, and cancelling says what it cancels", async () => {
    const customer = await newCustomer(app.server.db, companyId, { data: { firstName: "Ισιδώρα", lastName: "Καλλιγά" } });
    const purchase = await app.server.db.transaction.create({ data: { companyId, customerId: customer.id, amount: 1250, pointsMult: 1, points: 12 } });
    const stamp = await app.server.db.stampTransaction.create({ data: { companyId, customerId: customer.id, amount: 1250, purchaseId: purchase.id } });

    await phonePage.goto(`${app.server.url}/admin/history/transactions`);
    await phonePage.getByLabel("Αναζήτηση με τηλέφωνο ή όνομα").fill("καλλιγ");
    await phonePage
      .getByTestId("history-count")
      .filter({ hasText: /^1 συναλλαγή$/ })
      .waitFor();
    const row = phonePage.locator("tr.ant-table-row").filter({ hasText: "Ισιδώρα Καλλιγά" });
    await row.waitFor();

    // On the phone's screen at once: amount, points, who and when, beside the button, nothing scrolled away.
    const details = row.locator("td").first();
    const cancel = row.getByRole("button", { name: "Ακύρωση" });
    for (const text of [formatCents(1250), "12 πόντοι", "1 στάμπα", "Ισιδώρα Καλλιγά", formatPhone(customer.phone)]) {
      expect(await details.innerText()).toContain(text);
    }
    for (const box of [await details.boundingBox(), await cancel.boundingBox()]) {
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }

    await cancel.click();
    const dialog = phonePage.getByRole("dialog").filter({ hasText: "Ακύρωση συναλλαγής" });
    const summary = dialog.getByTestId("cancel-transaction-summary");
    await summary.waitFor();
    const said = await summary.innerText();
    expect(said).toContain(`Ισιδώρα Καλλιγά · ${formatPhone(customer.phone)}`);
    expect(said).toContain(formatCents(1250));
    expect(said).toContain("Αφαιρούνται από τον πελάτη");
    expect(said).toContain("12 πόντοι και 1 στάμπα");
    expect(said).toContain("Συνεχίζοντας, θα ακυρώσετε την συγκεκριμένη συνναλλαγή.");
    const box = await dialog.locator(".ant-modal-content").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    await dialog.getByRole("button", { name: "Ακύρωση συναλλαγής" }).click();
    await phonePage.locator(".ant-notification-notice").filter({ hasText: "Η συνναλλαγή ακυρώθηκε με επιτυχία!" }).waitFor();
    await row.getByText("Ακυρώθηκε").waitFor();
    expect((await app.server.db.transaction.findUniqueOrThrow({ where: { id: purchase.id } })).cancelledAt).not.toBeNull();
    expect((await app.server.db.stampTransaction.findUniqueOrThrow({ where: { id: stamp.id } })).cancelledAt).not.toBeNull();
  });
});
