// Alert campaigns in a real browser, on the built admin: a shop submits an SMS, the platform admin
// rejects it with a message, the shop reads it in 'Θέματα προς βελτίωση', edits and resubmits, the admin
// approves, the shop launches it to an audience it can count beforehand and reads the results.
// Also: a pending submission is cancelled and disappears from the list.
import { randomInt } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newContext, newPage, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { demo } from "../helpers/client.js";
import { newCustomer } from "../helpers/customers.js";

const app = useBrowser();
let shop: Page;
let admin: Page;
let companyId: string;

async function signedIn(user: { email: string; password: string }, path: string): Promise<Page> {
  return signInThroughForm(await newPage(await newContext(app.browser)), app.server.url, user, path);
}

/** A customer of Καφέ Αθηνά with a fresh Greek mobile, these points, and news consent or not. */
function customerOf(points: number, consent: boolean) {
  return newCustomer(app.server.db, companyId, { points, data: { firstName: "Δοκιμή", newsAcceptedAt: consent ? new Date() : null } });
}

function submissionRow(page: Page, title: string): Locator {
  return page.getByTestId("submission").filter({ hasText: title });
}

function statistic(scope: Locator, title: string): Locator {
  return scope
    .locator(".ant-statistic")
    .filter({ has: scope.page().locator(".ant-statistic-title", { hasText: new RegExp(`^${title}$`) }) })
    .locator(".ant-statistic-content-value");
}

async function toast(page: Page, text: string) {
  await page.locator(".ant-notification-notice").filter({ hasText: text }).first().waitFor();
}

/** The shop submits a new SMS from the form and lands back on the list. */
async function submitSms(title: string, text: string) {
  await shop.goto(`${app.server.url}/admin/alerts/sms`);
  await shop.getByRole("link", { name: "Νέα υποβολή" }).click();
  await shop.waitForURL(/\/admin\/alerts\/sms\/new$/);
  await shop.getByLabel("Όνομα υποβολής").fill(title);
  await shop.getByLabel("Κείμενο μηνύματος").fill(text);
  await shop.getByRole("button", { name: "Υποβολή για έγκριση" }).click();
  await toast(shop, "Η υποβολή έγινε με επιτυχία!");
  await shop.waitForURL(/\/admin\/alerts\/sms$/);
}

beforeAll(async () => {
  companyId = (await app.server.db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" }, select: { id: true } })).id;
  shop = await signedIn(demo.owner, "/admin/alerts/sms");
  admin = await signedIn(demo.admin, "/admin/platform/reviews");
});

describe("the SMS form", () => {
  it("counts characters and parts as the text changes, and converts Greek to GSM capitals after a preview", async () => {
    await shop.goto(`${app.server.url}/admin/alerts/sms/new`);
    const counter = shop.getByTestId("sms-counter");
    await shop.getByLabel("Κείμενο μηνύματος").fill("Καλημέρα! Σήμερα ο καφές σας έχει έκπτωση 20%.");
    await counter.filter({ hasText: "Unicode" }).waitFor();

    await shop.getByRole("button", { name: "Μετατροπή σε κεφαλαία" }).click();
    // The converted text is shown before it is applied.
    await expect.poll(() => shop.getByTestId("sms-conversion").innerText()).toBe("KAΛHMEPA! ΣHMEPA O KAΦEΣ ΣAΣ EXEI EKΠTΩΣH 20%.");
    await expect.poll(() => shop.getByLabel("Κείμενο μηνύματος").inputValue()).toBe("Καλημέρα! Σήμερα ο καφές σας έχει έκπτωση 20%.");
    await shop.locator(".ant-modal").getByRole("button", { name: "Εφαρμογή" }).click();
    // Applied once the dialog's choice has re-rendered the form (a tick after the click).
    await expect.poll(() => shop.getByLabel("Κείμενο μηνύματος").inputValue()).toBe("KAΛHMEPA! ΣHMEPA O KAΦEΣ ΣAΣ EXEI EKΠTΩΣH 20%.");
    await counter.filter({ hasText: "GSM-7" }).waitFor();
    await expect.poll(() => shop.getByTestId("sms-parts").innerText()).toBe("1");

    // Past one message the parts go up; the preview bubble shows the text as sent.
    await shop.getByLabel("Κείμενο μηνύματος").fill("A".repeat(200));
    await expect.poll(() => shop.getByTestId("sms-parts").innerText()).toBe("2");
    await expect.poll(() => shop.getByTestId("sms-preview").innerText()).toContain("A".repeat(200));

    // {wallet} is previewed and counted as the link it is sent as: 2 parts, where "{wallet}" would fit in 1.
    await shop.getByLabel("Κείμενο μηνύματος").fill(`${"A".repeat(100)} {wallet}`);
    const link = `${new URL(app.server.publicOrigin).host}/w/kafe-athina`;
    await shop
      .getByTestId("sms-preview")
      .filter({ hasText: `${"A".repeat(100)} ${link}\nSTOP: ` })
      .waitFor();
    await expect.poll(() => shop.getByTestId("sms-parts").innerText()).toBe("2");
  });
});

describe("the e-mail form", () => {
  it("previews {wallet} as the shop's wallet address the e-mail is sent with", async () => {
    await shop.goto(`${app.server.url}/admin/alerts/email/new`);
    await shop.getByText("HTML", { exact: true }).click();
    await shop.getByLabel("Περιεχόμενο (HTML)").fill('<p>Δείτε <a href="{wallet}">τους πόντους σας</a>: {wallet}</p>');
    const preview = shop.frameLocator('iframe[title^="Προεπισκόπηση e-mail"]');
    const wallet = `${app.server.publicOrigin}/wallet/?shop=kafe-athina`;
    await preview
      .getByRole("link", { name: "τους πόντους σας" })
      .and(preview.locator(`a[href="${wallet}"]`))
      .waitFor();
    await preview.getByText(`Δείτε τους πόντους σας: ${wallet}`).waitFor();
  });
});

describe("an SMS campaign from submission to results", () => {
  it("is rejected with a message, edited, approved, launched to a counted audience, and reports its deliveries", { timeout: 90_000 }, async () => {
    const title = `Προσφορά ${randomInt(0, 1_000_000)}`;
    // Only this test's customers hold this many points: the audience below is exactly them. (Other
    // files send to the demo café by thresholds too, below 20 million: firstDay.test.ts.)
    const points = 100_000_000 + randomInt(0, 1_000_000);
    const reachable = [await customerOf(points, true), await customerOf(points, true)];
    await customerOf(points, false);

    await submitSms(title, "Καφές 1+1 δωρεάν μέχρι την Κυριακή!");
    const row = submissionRow(shop, title);
    await row.getByText("Αναμένει έγκριση").waitFor();

    // The platform admin rejects it: a message is required.
    await admin.reload();
    const review = admin.getByTestId("review-item").filter({ hasText: title });
    await expect.poll(() => review.getByTestId("sms-preview").innerText()).toContain("Καφές 1+1 δωρεάν μέχρι την Κυριακή!");
    await review.getByRole("button", { name: "Απόρριψη" }).click();
    const rejectDialog = admin.locator(".ant-modal").filter({ hasText: "Τι πρέπει να βελτιωθεί" });
    await rejectDialog.getByRole("button", { name: "Απόρριψη" }).click();
    await rejectDialog.getByText("Γράψτε τι πρέπει να βελτιωθεί.").waitFor();
    await rejectDialog.getByLabel("Τι πρέπει να βελτιωθεί").fill("Γράψτε μέχρι πότε ισχύει η προσφορά.");
    await rejectDialog.getByRole("button", { name: "Απόρριψη" }).click();
    await toast(admin, "Η υποβολή απορρίφθηκε.");
    await review.waitFor({ state: "detached" });

    // The shop reads the message in the modal and edits the submission from there.
    await shop.reload();
    await row.getByText("Απορρίφθηκε").waitFor();
    await row.getByRole("button", { name: "Θέματα προς βελτίωση" }).click();
    const modal = shop.locator(".ant-modal").filter({ hasText: "Θέματα προς βελτίωση" });
    await expect.poll(() => modal.getByTestId("review-message").innerText()).toBe("Γράψτε μέχρι πότε ισχύει η προσφορά.");
    await modal.getByRole("button", { name: "Επεξεργασία και νέα υποβολή" }).click();
    await shop.waitForURL(/\/admin\/alerts\/sms\/edit\/.+$/);
    await shop.getByText("Γράψτε μέχρι πότε ισχύει η προσφορά.").waitFor();
    await shop.getByLabel("Κείμενο μηνύματος").fill("Καφές 1+1 δωρεάν έως την Κυριακή 30/11! {wallet}");
    await shop.getByRole("button", { name: "Υποβολή για έγκριση" }).click();
    await toast(shop, "Η υποβολή έγινε με επιτυχία!");
    await shop.waitForURL(/\/admin\/alerts\/sms$/);
    await row.getByText("Αναμένει έγκριση").waitFor();

    // The admin approves the edited text.
    await admin.reload();
    // {wallet} shown as the link it is sent as (once the counting rules have loaded).
    await review
      .getByTestId("sms-preview")
      .filter({ hasText: `έως την Κυριακή 30/11! ${new URL(app.server.publicOrigin).host}/w/kafe-athina` })
      .waitFor();
    await review.getByRole("button", { name: "Έγκριση" }).click();
    await admin.locator(".ant-popconfirm").getByRole("button", { name: "Έγκριση" }).click();
    await toast(admin, "Η υποβολή εγκρίθηκε.");

    // The shop launches it to the customers with that many points, after seeing how many will get it.
    await shop.reload();
    await row.getByRole("link", { name: "Αποστολή" }).click();
    await shop.waitForURL(/\/admin\/alerts\/launchpad\/.+$/);
    const preview = shop.getByTestId("sms-preview").filter({ hasText: "/w/kafe-athina" });
    await preview.waitFor();
    const previewed = (await preview.innerText()).split("\nSTOP: ")[0];
    await shop.getByRole("radio", { name: "Πελάτες με κριτήρια" }).check();
    await shop.getByLabel("Τουλάχιστον πόντοι").fill(String(points));
    const count = shop.getByTestId("audience-count");
    await expect.poll(() => statistic(count, "Ταιριάζουν").innerText()).toBe("3");
    await expect.poll(() => statistic(count, "Θα το λάβουν").innerText()).toBe("2");
    await expect.poll(() => statistic(count, "Χωρίς συγκατάθεση").innerText()).toBe("1");
    await shop.getByRole("button", { name: "Αποστολή τώρα" }).click();
    await shop.locator(".ant-modal-confirm").getByRole("button", { name: "Αποστολή" }).click();
    await shop.waitForURL(/\/admin\/alerts\/results\/.+$/);

    // The results page counts the deliveries and lists each recipient.
    const counts = shop.getByTestId("results-counts");
    await expect.poll(() => statistic(counts, "Στάλθηκαν").innerText(), { timeout: 30_000 }).toBe("2");
    await expect.poll(() => statistic(counts, "Απέτυχαν").innerText()).toBe("0");
    for (const customer of reachable) {
      await shop.locator("tr.ant-table-row").filter({ hasText: customer.phone }).getByText("Στάλθηκε").waitFor();
      // What the launchpad previewed is what was sent, up to the recipient's own opt-out link.
      const sent = await app.server.db.outboxMessage.findFirstOrThrow({ where: { channel: "SMS", to: customer.phone } });
      expect(sent.text.split("\nSTOP: ")[0]).toBe(previewed);
    }

    // Executed: the list offers its results and a new submission from it.
    await shop.goto(`${app.server.url}/admin/alerts/sms`);
    await row.getByText("Εκτελέστηκε").waitFor();
    await row.getByRole("link", { name: "Αποτελέσματα" }).waitFor();
    await row.getByRole("link", { name: "Επεξεργασία" }).waitFor();
  });
});

describe("cancelling a submission", () => {
  it("moves a pending submission to cancelled and hides it", async () => {
    const title = `Ακύρωση ${randomInt(0, 1_000_000)}`;
    await submitSms(title, "Ένα μήνυμα που δεν θα σταλεί.");
    // The submission's own toast says the same sentence: let it go first, so the one awaited below is the cancellation's.
    await shop.locator(".ant-notification-notice").first().waitFor({ state: "detached" });
    const row = submissionRow(shop, title);
    await row.getByRole("button", { name: "Ακύρωση" }).click();
    await shop.locator(".ant-popconfirm").getByRole("button", { name: "Ακύρωση υποβολής" }).click();
    await toast(shop, "Η υποβολή έγινε με επιτυχία!");
    await row.waitFor({ state: "detached" });
    const stored = await app.server.db.alertReview.findFirstOrThrow({ where: { companyId, title } });
    expect(stored.status).toBe("CANCELED_BY_USER");
  });
});
