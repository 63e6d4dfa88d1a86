// The customers screen and the customer panel in a real browser, on the built admin: finding a
// customer, editing them, custom options, coupons from rewards, and the birthday picker's rules.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newContext, newPage, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { newCustomer } from "../helpers/customers.js";
import { nationalNumber } from "../helpers/unique.js";
import { demo } from "../helpers/client.js";

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

async function openPanelPage(phone: string) {
  await page.goto(`${app.server.url}/admin/customers/show/${encodeURIComponent(phone)}`);
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
  it("finds a customer by phone and opens the panel in a drawer; the first name saves on blur", async () => {
    const customer = await customerWithPoints(30);
    await page.goto(`${app.server.url}/admin/customers`);
    await page.getByLabel("Αναζήτηση πελάτη").fill(nationalNumber(customer.phone));
    const row = page.locator("tr.ant-table-row").filter({ hasText: customer.phone });
    await row.waitFor();
    await expect.poll(() => page.locator("tr.ant-table-row").count()).toBe(1);

    await row.click();
    await page.locator(".ant-drawer").getByTestId("customer-panel").waitFor();
    await expect.poll(() => statistic("Πόντοι").innerText()).toBe("30");

    await page.locator("#customer-firstName").fill("Ελευθερία");
    await page.locator("#customer-firstName").blur();
    await expect.poll(async () => (await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).firstName).toBe("Ελευθερία");
    // The list behind the drawer reads the new name too.
    await page.locator(".ant-drawer-close").click();
    await row.filter({ hasText: "Ελευθερία" }).waitFor();
  });

  it("exports the customers the search finds as CSV", async () => {
    const customer = await customerWithPoints(0);
    await page.goto(`${app.server.url}/admin/customers`);
    await page.getByLabel("Αναζήτηση πελάτη").fill(nationalNumber(customer.phone));
    await page.locator("tr.ant-table-row").filter({ hasText: customer.phone }).waitFor();
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
    await openPanelPage(customer.phone);
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
    await openPanelPage(customer.phone);
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
    await openPanelPage(customer.phone);
    const createEspresso = section("Δημιουργία κουπονιών").getByRole("button", { name: `Δημιουργία: ${ESPRESSO.title}` });
    await expect.poll(() => createEspresso.isDisabled()).toBe(true);

    await givePoints(customer.id, 30); // 70 points
    await openPanelPage(customer.phone);
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
    await openPanelPage(customer.phone);
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
    await openPanelPage(customer.phone);
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
