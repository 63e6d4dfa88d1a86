// The owner is told of the platform's decisions, in a real browser: the platform admin rejects one SMS
// with what to improve and approves another with a note; both e-mails are in «Εξερχόμενα μηνύματα» with
// the reviewer's words; the owner's sidebar counts the two decisions on «Ειδοποιήσεις», the campaigns'
// page says so on the SMS card, and opening the SMS list clears the count (the message still under
// «Θέματα προς βελτίωση»).
import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.js";
import { contextOf, newPage, signedInContext, useBrowser } from "../helpers/browser.js";
import type { ApiClient } from "../helpers/client.js";
import { createShop, type TestShop } from "../helpers/shop.js";

const app = useBrowser();
let shop: TestShop;
let owner: ApiClient;
let ownerPage: Page;
let adminPage: Page;

beforeAll(async () => {
  shop = await createShop(app.server.db);
  owner = await shop.signIn(app.server.url);
  ownerPage = await newPage(await contextOf(app.browser, app.server.url, owner));
  adminPage = await newPage(await signedInContext(app.browser, app.server.url, "admin"));
});

async function toast(page: Page, text: string) {
  await page.locator(".ant-notification-notice").filter({ hasText: text }).first().waitFor();
}

/** The platform's outbox, searched for the owner's address: the row of `subject`, opened to its text. */
async function outboxMail(subject: string): Promise<string> {
  await adminPage.goto(`${app.server.url}/admin/platform/outbox`);
  await adminPage.getByLabel("Αναζήτηση μηνύματος").fill(shop.email);
  const row = adminPage.locator("tr.ant-table-row").filter({ hasText: subject });
  await row.click();
  return adminPage.locator(".outbox-text").filter({ hasText: "σχόλιο του ελέγχου" }).first().innerText();
}

describe("the review decision, told to the owner", () => {
  it("mails the reviewer's words, counts the decisions on the sidebar until the list is seen", async () => {
    const run = randomInt(0, 1_000_000);
    const rejectedTitle = `Προσφορά ${run}`;
    const approvedTitle = `Νέα γεύση ${run}`;
    await owner.trpc.alertReview.create.mutate({ type: "SMS", title: rejectedTitle, text: "Καφές 1+1 δωρεάν!" });
    await owner.trpc.alertReview.create.mutate({ type: "SMS", title: approvedTitle, text: "Δοκιμάστε το νέο φλατ γουάιτ." });

    // The owner has nothing new yet.
    await ownerPage.goto(`${app.server.url}/admin/alerts`);
    const campaignsLink = ownerPage.getByRole("navigation", { name: "Κύριο μενού" }).getByRole("link", { name: /^Ειδοποιήσεις(\s*,.*)?$/ });
    await campaignsLink.waitFor();
    await expect(campaignsLink.locator(".sider-badge").count()).resolves.toBe(0);

    // The platform admin rejects one with what to improve, and approves the other with a note.
    await adminPage.goto(`${app.server.url}/admin/platform/reviews`);
    const rejected = adminPage.getByTestId("review-item").filter({ hasText: rejectedTitle });
    await rejected.getByRole("button", { name: "Απόρριψη" }).click();
    const rejectDialog = adminPage.locator(".ant-modal").filter({ hasText: "Τι πρέπει να βελτιωθεί" });
    await rejectDialog.getByLabel("Τι πρέπει να βελτιωθεί").fill("Γράψτε μέχρι πότε ισχύει η προσφορά.");
    await rejectDialog.getByRole("button", { name: "Απόρριψη" }).click();
    await toast(adminPage, "Η υποβολή απορρίφθηκε.");
    await rejected.waitFor({ state: "detached" });

    const approved = adminPage.getByTestId("review-item").filter({ hasText: approvedTitle });
    await approved.getByRole("button", { name: "Έγκριση" }).click();
    const confirm = adminPage.locator(".ant-popconfirm");
    await confirm.getByLabel("Σχόλιο για το κατάστημα (προαιρετικό)").fill("Στείλτε το πριν τις 10 το πρωί.");
    await confirm.getByRole("button", { name: "Έγκριση" }).click();
    await toast(adminPage, "Η υποβολή εγκρίθηκε.");
    await approved.waitFor({ state: "detached" });

    // Both e-mails are in the outbox, to the owner, with the reviewer's words.
    expect(await outboxMail(`Θέματα προς βελτίωση: «${rejectedTitle}»`)).toContain("Γράψτε μέχρι πότε ισχύει η προσφορά.");
    expect(await outboxMail(`Εγκρίθηκε: «${approvedTitle}»`)).toContain("Στείλτε το πριν τις 10 το πρωί.");

    // The owner's sidebar counts both decisions, and the campaigns' page says where they are.
    await ownerPage.reload();
    await campaignsLink.locator(".sider-badge", { hasText: "2" }).waitFor();
    await expect(campaignsLink.textContent()).resolves.toContain("2 νέες αποφάσεις ελέγχου");
    const smsCard = ownerPage.locator(".nav-card").filter({ has: ownerPage.getByRole("link", { name: "SMS", exact: true }) });
    await smsCard.getByTestId("review-news").filter({ hasText: "2 νέες αποφάσεις ελέγχου" }).waitFor();
    expect(await axeViolations(ownerPage)).toEqual([]);

    // Opening the SMS list is seeing them: the badge goes, and stays gone after a reload.
    await smsCard.getByRole("link", { name: "SMS", exact: true }).click();
    await ownerPage.waitForURL(/\/admin\/alerts\/sms$/);
    const row = ownerPage.getByTestId("submission").filter({ hasText: rejectedTitle });
    await row.getByText("Απορρίφθηκε").waitFor();
    await campaignsLink.locator(".sider-badge").waitFor({ state: "detached" });
    await ownerPage.reload();
    await row.getByText("Απορρίφθηκε").waitFor();
    await expect(campaignsLink.locator(".sider-badge").count()).resolves.toBe(0);

    // The rejection's message is where it always was.
    await row.getByRole("button", { name: "Θέματα προς βελτίωση" }).click();
    const modal = ownerPage.locator(".ant-modal").filter({ hasText: "Θέματα προς βελτίωση" });
    await expect.poll(() => modal.getByTestId("review-message").innerText()).toBe("Γράψτε μέχρι πότε ισχύει η προσφορά.");
  });
});
