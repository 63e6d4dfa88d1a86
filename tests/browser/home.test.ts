// The admin's home page in a real browser: the owner of a test's own shop sees the day so far beside the
// same weekday last week, the campaigns waiting for review and next steps that lead to their pages; an
// employee sees no figures; the platform admin lands on a home with the review queue. And «Το κατάστημά
// μου» shows each headline figure beside the previous period of equal length.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../server/src/shared/analytics.js";
import { formatCents } from "../../server/src/shared/money.js";
import { newContext, newPage, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { addSubmission } from "../helpers/campaigns.js";
import { demo } from "../helpers/client.js";
import { newCustomer } from "../helpers/customers.js";
import { athensTime, purchase, today } from "../helpers/ledger.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { createEmployee } from "../helpers/staff.js";

const app = useBrowser();
let shop: TestShop;
let approvedId: string;

const percent = new Intl.NumberFormat("el-GR", { style: "percent", maximumFractionDigits: 1 });
const squash = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function signedIn(user: { email: string; password: string }): Promise<Page> {
  return signInThroughForm(await newPage(await newContext(app.browser)), app.server.url, user);
}

/** The value (definition) of a figure, by its term, inside a list of figures. */
function figure(page: Page, list: string, term: string) {
  return page
    .getByTestId(list)
    .locator("div")
    .filter({ has: page.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole("definition");
}

/** A figure's comparison line: the earlier value as written, the arrow shown, and the words read out. */
async function comparison(value: ReturnType<typeof figure>) {
  const line = value.locator(".figure-compared");
  await line.waitFor();
  return {
    earlier: squash(await line.locator(":scope > span").first().textContent()),
    shown: squash(await line.locator(".figure-change [aria-hidden]").textContent()),
    spoken: squash(await line.locator(".figure-change .visually-hidden").textContent()),
  };
}

beforeAll(async () => {
  const db = app.server.db;
  shop = await createShop(db);
  const company = shop.company.id;
  const day = today();
  const lastWeek = addDays(day, -7);
  // Today just after midnight one purchase of 12 €; the same weekday last week two, of 5 € and 3 €.
  const customer = (await newCustomer(db, company, { data: { createdAt: athensTime(day, "00:00") } })).id;
  await purchase(db, company, customer, athensTime(day, "00:01"), 1200);
  const regular = (await newCustomer(db, company, { data: { createdAt: athensTime(addDays(day, -30)) } })).id;
  await purchase(db, company, regular, athensTime(lastWeek, "00:01"), 500);
  await purchase(db, company, regular, athensTime(lastWeek, "00:02"), 300);
  // March 2025: 40 € in the week of the 8th, 10 € + 20 € in the week before.
  await purchase(db, company, regular, athensTime("2025-03-01", "00:10"), 1000);
  await purchase(db, company, regular, athensTime("2025-03-07", "23:50"), 2000);
  await purchase(db, company, regular, athensTime("2025-03-08", "00:10"), 4000);
  await addSubmission(db, company, "SMS", "PENDING_REVIEW");
  approvedId = (await addSubmission(db, company, "PUSH", "APPROVED")).id;
});

describe("the home page", () => {
  it("shows the owner today's figures beside last week's, the campaigns waiting for review, and next steps that navigate", async () => {
    const page = await signedIn(shop);
    const purchases = figure(page, "home-day", "Συναλλαγές");
    expect(await comparison(purchases)).toEqual({
      earlier: "Πριν από μία εβδομάδα: 2",
      shown: `▼ ${percent.format(0.5)}`,
      spoken: `μείωση ${percent.format(0.5)}`,
    });
    expect(squash(await purchases.locator(".home-figure-value").textContent())).toBe("1");
    const revenue = figure(page, "home-day", "Έσοδα");
    expect(squash(await revenue.locator(".home-figure-value").textContent())).toBe(squash(formatCents(1200)));
    expect(await comparison(revenue)).toEqual({
      earlier: `Πριν από μία εβδομάδα: ${squash(formatCents(800))}`,
      shown: `▲ ${percent.format(0.5)}`,
      spoken: `αύξηση ${percent.format(0.5)}`,
    });
    expect(await comparison(figure(page, "home-day", "Στάμπες που δόθηκαν"))).toEqual({
      earlier: "Πριν από μία εβδομάδα: 0",
      shown: "= 0%",
      spoken: "χωρίς αλλαγή",
    });

    await page.getByTestId("home-pending-review").getByText("1 καμπάνια").waitFor();
    expect(squash(await page.getByTestId("home-pending-review").textContent())).toBe("1 καμπάνια περιμένει έγκριση. Οι καμπάνιες σας");

    const steps = page.getByRole("region", { name: "Τι να κάνετε μετά" });
    await steps.getByRole("link", { name: "Δημιουργήστε την πρώτη ανταμοιβή πόντων" }).waitFor();
    await steps.getByRole("link", { name: "Προσκαλέστε τους υπαλλήλους σας να χρησιμοποιούν το ταμείο" }).waitFor();
    await steps.getByRole("link", { name: "Στείλτε την εγκεκριμένη καμπάνια «Νέο μενού»" }).click();
    await page.waitForURL(`${app.server.url}/admin/alerts/launchpad/${approvedId}`);
    await page.getByRole("heading", { level: 1, name: "Αποστολή · Νέο μενού" }).waitFor();
  });

  it("shows an employee no figures and no campaigns", async () => {
    const employee = await createEmployee(app.server.db, shop.company.slug);
    await app.server.db.employee.update({ where: { id: employee.member.id }, data: { access: "CUSTOMERS_AND_EXPORTS" } });
    const page = await signedIn(employee);
    await page.getByRole("link", { name: "Πόντοι" }).first().waitFor();
    expect(await page.getByTestId("home-day").count()).toBe(0);
    expect(await page.getByText("Η μέρα σας").count()).toBe(0);
    expect(await page.getByTestId("home-pending-review").count()).toBe(0);
  });

  it("takes the platform admin to a home with the review queue, which leads to the reviews", async () => {
    const page = await signedIn(demo.admin);
    const queue = page.getByTestId("home-review-queue");
    await queue.getByText(/^\d+ καμπάνι(α|ες)$/).waitFor();
    await queue.getByRole("link", { name: "Έλεγχος μηνυμάτων" }).click();
    await page.waitForURL(`${app.server.url}/admin/platform/reviews`);
    await page.getByRole("heading", { level: 1, name: "Έλεγχος μηνυμάτων" }).waitFor();
  });
});

describe("my shop's headline figures", () => {
  it("shows each beside the previous period of equal length and the change", async () => {
    const page = await signedIn(shop);
    await page.goto(`${app.server.url}/admin/analytics/my-shop?from=2025-03-08&to=2025-03-14&interval=day`);
    const purchases = figure(page, "analytics-kpis", "Συναλλαγές");
    const before = await comparison(purchases);
    expect(before.earlier).toMatch(/^Προηγούμενη περίοδος \(1 .+ 2025 – 7 .+ 2025\): 2$/);
    expect(before).toMatchObject({ shown: `▼ ${percent.format(0.5)}`, spoken: `μείωση ${percent.format(0.5)}` });
    const revenue = await comparison(figure(page, "analytics-kpis", "Έσοδα"));
    expect(revenue.earlier).toMatch(new RegExp(`: ${squash(formatCents(3000))}$`));
    expect(revenue.spoken).toBe(`αύξηση ${percent.format(1 / 3)}`);
  });
});
