// The cashier's path through the built admin in a real browser: points for a new customer,
// redeeming a coupon, cancelling a recent purchase, and the cancel window closing after 7 days.
import { readFile } from "node:fs/promises";
import type { Page, Request } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newCouponCode } from "../../server/src/rewards/codes.js";
import { EARLY_VIEWER_URL } from "../../server/src/shared/earlyViewer.js";
import { formatPhone, normalisePhone } from "../../server/src/shared/phone.js";
import { newContext, newPage, rememberCounterStore, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { demo } from "../helpers/client.js";
import { newCustomer } from "../helpers/customers.js";
import { nationalNumber, newPhone } from "../helpers/unique.js";

const DAY_MS = 24 * 60 * 60 * 1000;

const app = useBrowser();
let page: Page;
let company: { id: string; initiationGift: number; pointsMult: number };

const customerWithPoints = (points: number) => newCustomer(app.server.db, company.id, { points });

async function purchaseAt(createdAt: Date) {
  const customer = await customerWithPoints(0);
  await app.server.db.transaction.create({
    data: { companyId: company.id, customerId: customer.id, amount: 450, pointsMult: 1, points: 4, createdAt },
  });
  return customer;
}

/** The store field once it shows a chosen store (the one this device remembers). */
function chosenStore() {
  return page.getByLabel("Κατάστημα").filter({ has: page.locator("option:checked:not([value=''])") });
}

function toast(text: string) {
  return page.locator(".ant-notification-notice").filter({ hasText: text });
}

async function openHistoryFor(phone: string) {
  await page.goto(`${app.server.url}/admin/history/transactions`);
  await page.getByPlaceholder("Αναζήτηση με τηλέφωνο").fill(phone);
  // The customer has one purchase: the count says so once the search has been applied.
  await page
    .getByTestId("history-count")
    .filter({ hasText: /^1 συναλλαγή$/ })
    .waitFor();
  // The history shows the phone as people write it.
  const row = page.locator("tr.ant-table-row").filter({ hasText: formatPhone(normalisePhone(phone)) });
  await row.waitFor();
  return row;
}

beforeAll(async () => {
  company = await app.server.db.company.findUniqueOrThrow({
    where: { slug: "kafe-athina" },
    select: { id: true, initiationGift: true, pointsMult: true },
  });
  const context = await newContext(app.browser);
  await rememberCounterStore(context, (await app.server.db.store.findFirstOrThrow({ where: { companyId: company.id } })).id);
  page = await signInThroughForm(await newPage(context), app.server.url, demo.owner);
});

describe("the counter", () => {
  it("starts from the HTML: its chunks and the session and viewer answers are preloaded, and each is fetched once", async () => {
    const html = await (await page.request.get(`${app.server.url}/admin/points/add`)).text();
    const early = JSON.parse(await readFile(new URL("../../dist/admin/early-chunks.json", import.meta.url), "utf8")) as {
      routes: Record<string, string[]>;
    };
    const pageChunks = early.routes["/admin/points/add"];
    expect(pageChunks.length).toBeGreaterThan(0);
    for (const file of pageChunks) {
      expect(html).toContain(`<link rel="${file.endsWith(".css") ? "stylesheet" : "modulepreload"}" crossorigin href="/admin/${file}">`);
    }
    for (const url of ["/api/auth/session", EARLY_VIEWER_URL]) expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`);

    // From a blank tab: the admin page this one shows may still be making its own start-up requests
    // (the session, the viewer), which would be counted as the counter's.
    await page.goto("about:blank");
    const asked: { path: string; type: string }[] = [];
    const listen = (request: Request) => {
      const url = new URL(request.url());
      asked.push({ path: url.pathname + url.search, type: request.resourceType() });
    };
    page.on("request", listen);
    try {
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Τηλέφωνο πελάτη").waitFor();
      await chosenStore().waitFor();
    } finally {
      page.off("request", listen);
    }
    // A preload the page did not take would show as a second request for the same address.
    const all = asked.map(({ path, type }) => `${path} (${type})`).join("\n");
    const times = (path: string) => asked.filter((request) => request.path === path).length;
    expect(times("/api/auth/session"), all).toBe(1);
    expect(times(EARLY_VIEWER_URL), all).toBe(1);
    for (const file of pageChunks) expect(times(`/admin/${file}`), all).toBe(1);
  });

  it("shows the shop's tags and stores with the form, so the submit button stays where it first appears", async () => {
    await page.goto(`${app.server.url}/admin/points/add`);
    const tagsRow = page.getByRole("group", { name: "Ετικέτες" });
    await tagsRow.waitFor();
    await chosenStore().waitFor();

    // The next visit's answers for the tags and stores are held back until the form has been looked at.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const asksForLists = (url: URL) => url.pathname.startsWith("/api/trpc/") && /transaction\.listTags|company\.getStores/.test(url.pathname);
    await page.route(asksForLists, async (route) => {
      await released;
      await route.continue();
    });
    try {
      await page.reload();
      const submit = page.getByRole("button", { name: "Προσθήκη πόντων" });
      await submit.waitFor();
      // With the answers still held, the tags and the chosen store are there already (this device's last answer).
      await tagsRow.waitFor({ timeout: 5000 });
      await chosenStore().waitFor({ timeout: 5000 });
      const before = await submit.boundingBox();
      const answered = page.waitForResponse((response) => asksForLists(new URL(response.url())));
      release();
      await answered;
      // The fresh answer is drawn in the next frames.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await submit.boundingBox()).toEqual(before);
    } finally {
      release();
      await page.unroute(asksForLists);
    }
  });

  it("shows every store's whole name in the store field at 1280 px, where the form shares the width with the result", async () => {
    await page.goto(`${app.server.url}/admin/points/add`);
    await chosenStore().waitFor();
    // The widest option's text, in the field's font, against the room inside the field beside its arrow.
    const { widest, room } = await page.getByLabel("Κατάστημα").evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const ARROW = 24;
      return {
        widest: Math.max(...[...select.options].map((option) => context.measureText(option.text).width)),
        room: select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW,
      };
    });
    expect(widest).toBeLessThanOrEqual(room);
  });

  it("adds points to a new phone and shows the points, the welcome gift and the new-customer badge", async () => {
    const phone = newPhone();
    await page.goto(`${app.server.url}/admin/points/add`);
    const phoneInput = page.getByLabel("Τηλέφωνο πελάτη");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Τηλέφωνο πελάτη");
    await phoneInput.fill(nationalNumber(phone));
    await page.getByLabel("Ποσό αγοράς").fill("12,50");
    const earned = 12 * company.pointsMult;
    await page.getByText(`Θα κερδίσει ${earned} πόντους`).waitFor();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("button", { name: "Ναι, νέος πελάτης" }).click();

    const result = page.getByTestId("award-result");
    await result.getByText("Νέος πελάτης").waitFor();
    const text = await result.innerText();
    expect(text).toContain(phone);
    expect(text).toContain(`+${earned} πόντοι`);
    expect(text).toContain(`${earned + company.initiationGift} πόντοι`);
    if (company.initiationGift > 0) expect(text).toContain(`Δώρο καλωσορίσματος: +${company.initiationGift} πόντοι`);

    // Ready for the next customer: empty form, cursor in the phone field.
    await expect.poll(() => phoneInput.inputValue()).toBe("");
    await expect.poll(() => page.getByLabel("Ποσό αγοράς").inputValue()).toBe("");
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Τηλέφωνο πελάτη");

    const customer = await app.server.db.customer.findFirstOrThrow({ where: { companyId: company.id, phone: phone } });
    expect(customer.points).toBe(earned + company.initiationGift);
    expect(await app.server.db.transaction.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("awards once when the answer is lost and the cashier presses Enter again", async () => {
    const customer = await customerWithPoints(0);
    let lost = false;
    await page.route("**/api/trpc/transaction.add?**", async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch(); // the server records the purchase...
      await route.abort("connectionreset"); // ...and its answer never arrives
    });
    try {
      await page.goto(`${app.server.url}/admin/points/add`);
      await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(customer.phone));
      await page.getByLabel("Ποσό αγοράς").fill("3");
      await page.keyboard.press("Enter");
      await page.getByText("Δεν υπάρχει σύνδεση με τον διακομιστή").first().waitFor();
      await page.keyboard.press("Enter");
      await page.getByTestId("award-result").waitFor();
    } finally {
      await page.unroute("**/api/trpc/transaction.add?**");
    }
    const awarded = await app.server.db.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(await app.server.db.transaction.count({ where: { customerId: customer.id } })).toBe(1);
    expect(awarded.points).toBe(3 * company.pointsMult);
  });

  it("adds a stamp with the phone and, as the shop has a stamp price, the amount", async () => {
    const phone = newPhone();
    await page.goto(`${app.server.url}/admin/points/stamps`);
    await page.getByLabel("Τηλέφωνο πελάτη").fill(nationalNumber(phone));
    await page.getByLabel("Ποσό αγοράς").fill("2,80");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").getByRole("button", { name: "Ναι, νέος πελάτης" }).click();
    const result = page.getByTestId("award-result");
    await result.getByText("+1 στάμπα", { exact: true }).waitFor();
    const customer = await app.server.db.customer.findFirstOrThrow({ where: { companyId: company.id, phone: phone } });
    expect(await app.server.db.stampTransaction.count({ where: { customerId: customer.id } })).toBe(1);
  });

  it("refuses an invalid phone on the field, without calling the server", async () => {
    await page.goto(`${app.server.url}/admin/points/add`);
    await page.getByLabel("Τηλέφωνο πελάτη").fill("12345");
    await page.getByLabel("Ποσό αγοράς").fill("5");
    await page.keyboard.press("Enter");
    await page.getByText("Μη έγκυρος αριθμός τηλεφώνου").waitFor();
    await expect.poll(() => page.getByTestId("award-result").count()).toBe(0);
  });

  it("redeems a coupon typed in lower case, then refuses the same code with the reason", async () => {
    const customer = await customerWithPoints(100);
    const code = newCouponCode("points");
    await app.server.db.coupon.create({ data: { code, points: 40, title: "Δωρεάν espresso", customerId: customer.id } });

    await page.goto(`${app.server.url}/admin/coupons`);
    const input = page.getByLabel("Κωδικός κουπονιού");
    await input.pressSequentially(code.toLowerCase());
    await expect.poll(() => input.inputValue()).toBe(code);
    await page.keyboard.press("Enter");

    await toast("Το κουπόνι εξαργυρώθηκε με επιτυχία!").waitFor();
    const card = page.getByTestId("redeemed-coupon");
    await card.getByText("Δωρεάν espresso").waitFor();
    await expect.poll(() => card.innerText()).toContain(customer.phone);
    await expect.poll(() => input.inputValue()).toBe("");
    const redeemed = await app.server.db.coupon.findUniqueOrThrow({ where: { code } });
    expect(redeemed.usedAt).not.toBeNull();

    await input.fill(code);
    await page.keyboard.press("Enter");
    const failure = page.locator(".result-alert-error").filter({ hasText: "Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά" });
    await failure.waitFor();
    await expect.poll(() => failure.innerText()).toContain("Έχει ήδη εξαργυρωθεί");
    await expect.poll(() => input.inputValue()).toBe("");
  });

  it("cancels a recent purchase after the warning, and the row shows it cancelled", async () => {
    const customer = await purchaseAt(new Date(Date.now() - 60 * 60 * 1000));
    const row = await openHistoryFor(nationalNumber(customer.phone));
    await row.getByRole("button", { name: "Ακύρωση" }).click();

    const dialog = page.getByRole("dialog");
    await dialog.getByText("Συνεχίζοντας, θα ακυρώσετε την συγκεκριμένη συνναλλαγή.").waitFor();
    await dialog.getByRole("button", { name: "Ακύρωση συναλλαγής" }).click();

    await toast("Η συνναλλαγή ακυρώθηκε με επιτυχία!").waitFor();
    await row.getByText("Ακυρώθηκε").waitFor();
    await expect.poll(() => row.getAttribute("class")).toContain("history-row-cancelled");
    const purchase = await app.server.db.transaction.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(purchase.cancelledAt).not.toBeNull();
  });

  it("exports the list as CSV with the phone filter applied", async () => {
    const customer = await purchaseAt(new Date(Date.now() - 2 * DAY_MS));
    await openHistoryFor(nationalNumber(customer.phone));
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByText("Εξαγωγή CSV").click()]);
    const csv = await readFile(await download.path(), "utf8");
    const rows = csv.trim().split(/\r?\n/);
    expect(rows).toHaveLength(2); // header + this customer's one purchase
    expect(rows[1]).toContain(customer.phone);
  });

  it("disables cancelling an 8-day-old purchase and says why", async () => {
    const customer = await purchaseAt(new Date(Date.now() - 8 * DAY_MS));
    const row = await openHistoryFor(nationalNumber(customer.phone));
    const button = row.getByRole("button", { name: "Ακύρωση" });
    await expect.poll(() => button.isDisabled()).toBe(true);

    // The tooltip sits on the button's wrapper: a disabled button receives no mouse events.
    await row.locator("span", { has: page.getByRole("button", { name: "Ακύρωση" }) }).hover();
    await page.getByRole("tooltip").filter({ hasText: "Δεν μπορείτε να διαγράψετε συναλλαγές μετά την 7η ημέρα" }).waitFor();
    const purchase = await app.server.db.transaction.findFirstOrThrow({ where: { customerId: customer.id } });
    expect(purchase.cancelledAt).toBeNull();
  });
});
