// The details of the wallet a customer notices, on a phone (390×844): the stamp card in the shop's images
// or colour, the switches and «leave» on the first screen however long the history, the wallet's own
// dialogs saying what leaving a shop or deleting the account loses and then what was lost, a campaign SMS
// under «Ειδοποιήσεις» with a 24-hour time, and nouns that agree with their numbers. No browser dialog
// (confirm, alert) may open.
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { addSession, newContext, newPage, PHONE, useBrowser } from "../helpers/browser.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";
import { walletClient } from "../wallet/support.js";

const app = useBrowser({ env: { JOBS_SCHEMA: `jobs_walletdetails_${randomUUID().slice(0, 8)}` } });
const SHOP_COLOUR = { hex: "#b45309", rgb: "rgb(180, 83, 9)" };
let shop: TestShop;
const nativeDialogs: string[] = [];

beforeAll(async () => {
  shop = await createShop(app.server.db, { brandColor: SHOP_COLOUR.hex });
});
afterEach(() => {
  expect(nativeDialogs).toEqual([]);
});

/** A customer of `companyId` with these balances (through the ledger, as the counter writes them). */
async function customerWith(companyId: string, phone: string, { points = 0, stamps = 0, coupons = 0 } = {}) {
  const { db } = app.server;
  const customer = await db.customer.create({ data: { companyId, phone, newsAcceptedAt: new Date() } });
  if (points) await db.transaction.create({ data: { companyId, customerId: customer.id, amount: points * 100, pointsMult: 1, points } });
  if (stamps) await db.stampGifted.create({ data: { companyId, customerId: customer.id, points: stamps } });
  for (let i = 0; i < coupons; i++)
    await db.coupon.create({ data: { code: `D${randomUUID().slice(0, 8)}`, points: 0, title: "Δώρο", customerId: customer.id } });
  return customer;
}

/** The wallet on a phone, signed in as `phone` (the SMS code through the API: the sign-in form has its own test). */
async function walletPage(phone: string): Promise<Page> {
  const client = await walletClient(app.server.url, app.server.db, phone);
  const context = await newContext(app.browser, { viewport: PHONE, isMobile: true, hasTouch: true, timezoneId: "Europe/Athens" });
  await addSession(context, app.server.url, client);
  const page = await newPage(context);
  page.on("dialog", (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${app.server.url}/wallet/`);
  return page;
}

async function openShop(page: Page, name: string) {
  await page.getByRole("button", { name: new RegExp(name) }).click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();
}

describe("the shop's card", () => {
  it("draws collected stamps in the shop's colour, unlike empty ones, and with its full-stamp image once it has one", async () => {
    const phone = newPhone();
    await customerWith(shop.company.id, phone, { points: 1, stamps: 3 });
    const page = await walletPage(phone);
    // «1 πόντος», «3 στάμπες»: the noun agrees with the number.
    await page.getByRole("button", { name: new RegExp(`${shop.company.name}.*1 πόντος · 3 στάμπες`) }).waitFor();
    await openShop(page, shop.company.name);
    const card = page.getByRole("region", { name: "Κάρτα στάμπας: 3 από 10" });
    const looks = (which: string) =>
      card
        .locator(`[data-stamp=${which}]`)
        .evaluateAll((all) => all.map((slot) => [getComputedStyle(slot).backgroundColor, getComputedStyle(slot).borderTopStyle]));
    expect(await looks("full")).toEqual(Array(3).fill([SHOP_COLOUR.rgb, "solid"]));
    expect(await looks("empty")).toEqual(Array(7).fill(["rgb(255, 255, 255)", "dashed"]));
    await page.getByText("1 πόντος", { exact: false }).first().waitFor();

    const images = { fullStampImage: "/uploads/test/full.png", emptyStampImage: "/uploads/test/empty.png" };
    await app.server.db.company.update({ where: { id: shop.company.id }, data: images });
    await page.reload();
    await openShop(page, shop.company.name);
    const sources = (which: string) => card.locator(`[data-stamp=${which}] img`).evaluateAll((all) => all.map((img) => img.getAttribute("src")));
    expect(await sources("full")).toEqual(Array(3).fill(images.fullStampImage));
    expect(await sources("empty")).toEqual(Array(7).fill(images.emptyStampImage));
    await app.server.db.company.update({ where: { id: shop.company.id }, data: { fullStampImage: null, emptyStampImage: null } });
    await page.context().close();
  });

  it("shows the switches and «leave» without scrolling however long the history, which opens a page at a time", async () => {
    const phone = newPhone();
    const customer = await customerWith(shop.company.id, phone, { points: 5, stamps: 2 });
    const start = Date.now() - 24 * 60 * 60_000;
    await app.server.db.transaction.createMany({
      data: Array.from({ length: 45 }, (_, i) => ({
        companyId: shop.company.id,
        customerId: customer.id,
        amount: 100,
        pointsMult: 1,
        points: 1,
        createdAt: new Date(start + i * 60_000),
      })),
    });
    const page = await walletPage(phone);
    await openShop(page, shop.company.name);
    const onFirstScreen = async (name: string, locator = page.getByRole("button", { name })) => {
      const box = await locator.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box!.y, name).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(PHONE.height);
    };
    await onFirstScreen("news", page.getByLabel("Θέλω νέα και προσφορές"));
    await onFirstScreen("notifications", page.getByLabel("Θέλω ειδοποιήσεις (SMS, e-mail, push)"));
    await onFirstScreen("Διαγραφή από αυτό το κατάστημα");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const rows = page.locator(".history li");
    expect(await rows.count()).toBe(0);
    await page.getByText("Ιστορικό κινήσεων").click();
    await expect.poll(() => rows.count()).toBe(20);
    await page.getByRole("button", { name: "Παλαιότερες κινήσεις" }).click();
    await expect.poll(() => rows.count()).toBe(40);
    await page.getByRole("button", { name: "Παλαιότερες κινήσεις" }).click();
    // 45 purchases, and the purchase and the stamp gift of customerWith.
    await expect.poll(() => rows.count()).toBe(47);
    expect(await page.getByRole("button", { name: "Παλαιότερες κινήσεις" }).count()).toBe(0);
    await page.context().close();
  });
});

describe("leaving", () => {
  it("leaving a shop: the wallet's dialog lists what is lost, «Άκυρο» keeps it, and after leaving a confirmation says what was lost", async () => {
    const phone = newPhone();
    await customerWith(shop.company.id, phone, { points: 24, stamps: 1, coupons: 1 });
    const page = await walletPage(phone);
    await openShop(page, shop.company.name);

    await page.getByRole("button", { name: "Διαγραφή από αυτό το κατάστημα" }).click();
    const dialog = page.getByRole("dialog", { name: `Διαγραφή από «${shop.company.name}»;` });
    await dialog.getByText("Θα χαθούν: 24 πόντοι, 1 στάμπα και 1 κουπόνι.").waitFor();
    await dialog.getByRole("button", { name: "Άκυρο" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await app.server.db.customer.count({ where: { companyId: shop.company.id, phone } })).toBe(1);

    await page.getByRole("button", { name: "Διαγραφή από αυτό το κατάστημα" }).click();
    await dialog.getByRole("button", { name: "Κλείσιμο" }).waitFor();
    await dialog.getByRole("button", { name: "Διαγραφή", exact: true }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Διαγραφήκατε από το κατάστημα «${shop.company.name}». Χάθηκαν: 24 πόντοι, 1 στάμπα και 1 κουπόνι.` })
      .waitFor();
    await page.getByRole("heading", { name: "Το πορτοφόλι μου" }).or(page.getByText("Το πορτοφόλι μου")).first().waitFor();
    await page.getByText("Δεν έχετε ακόμη κάρτα σε κάποιο κατάστημα.", { exact: false }).waitFor();
    expect(await app.server.db.customer.count({ where: { companyId: shop.company.id, phone } })).toBe(0);
    await page.context().close();
  });

  it("deleting the account: the dialog lists what is lost in all shops, and the sign-in page says what was deleted", async () => {
    const phone = newPhone();
    const other = await createShop(app.server.db, { stampsEnabled: false });
    await customerWith(shop.company.id, phone, { points: 10, coupons: 1 });
    await customerWith(other.company.id, phone, { points: 1 });
    const page = await walletPage(phone);
    await page.getByRole("button", { name: new RegExp(`${other.company.name}.*1 πόντος`) }).waitFor();
    await page.getByRole("button", { name: "Λογαριασμός" }).click();
    await page.getByRole("button", { name: "Διαγραφή λογαριασμού" }).click();
    const dialog = page.getByRole("dialog", { name: "Διαγραφή λογαριασμού;" });
    await dialog.getByText("Θα χαθούν: 11 πόντοι και 1 κουπόνι σε 2 καταστήματα.").waitFor();
    await dialog.getByRole("button", { name: "Οριστική διαγραφή" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Ο λογαριασμός σας διαγράφηκε" })
      .filter({ hasText: "Χάθηκαν: 11 πόντοι και 1 κουπόνι σε 2 καταστήματα." })
      .waitFor();
    await page.getByLabel("Κινητό τηλέφωνο").waitFor();
    await page.getByRole("status").getByRole("button", { name: "Κλείσιμο" }).click();
    await page.getByRole("status").waitFor({ state: "detached" });
    expect(await app.server.db.user.count({ where: { phone } })).toBe(0);
    await page.context().close();
  });
});

describe("«Ειδοποιήσεις»", () => {
  it("lists a campaign SMS the customer received, with the shop's name and a 24-hour time", async () => {
    const phone = newPhone();
    const customer = await customerWith(shop.company.id, phone, { points: 2 });
    const sms = await app.server.db.alertReview.create({
      data: { companyId: shop.company.id, type: "SMS", status: "APPROVED", title: "Πρόγραμμα", text: "Διπλοί πόντοι το Σάββατο!", encoding: "UNICODE" },
    });
    const owner = await shop.signIn(app.server.url);
    await owner.trpc.campaign.launch.mutate({ id: sms.id, audience: { kind: "all" } });
    const campaign = await app.server.db.campaign.findFirstOrThrow({ where: { alertReviewId: sms.id } });
    const delivery = await eventually(
      async () =>
        (await app.server.db.campaignDelivery.findFirst({ where: { campaignId: campaign.id, customerId: customer.id, status: "sent" } })) ?? undefined,
    );
    // An afternoon time, so a 12-hour clock («3:30 μ.μ.») would show.
    await app.server.db.campaignDelivery.update({ where: { id: delivery.id }, data: { sentAt: new Date("2026-11-20T13:30:00Z") } });

    const page = await walletPage(phone);
    await page.getByRole("button", { name: "Ειδοποιήσεις" }).click();
    const item = page.locator(".notices li").filter({ hasText: "Διπλοί πόντοι το Σάββατο!" });
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain("SMS");
    expect(text).toContain(shop.company.name);
    expect(text).toMatch(/20 Νοε.*15:30/);
    expect(text).not.toMatch(/μ\.μ\.|π\.μ\./);
    await page.context().close();
  });
});
