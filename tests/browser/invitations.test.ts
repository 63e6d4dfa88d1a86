// Staff invitations as the people involved see them: the owner invites by e-mail and sees it «Σε αναμονή»
// (nothing of any account), can cancel it; the invited person opens the mailed link, chooses a password
// and then appears on the staff.
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contextOf, newContext, newPage, useBrowser } from "../helpers/browser.js";
import { invitationToken } from "../helpers/outbox.js";
import { createShop } from "../helpers/shop.js";
import { uniqueEmail } from "../helpers/unique.js";

const app = useBrowser();

async function ownerContext(): Promise<{ context: BrowserContext; shopName: string }> {
  const shop = await createShop(app.server.db);
  const client = await shop.signIn(app.server.url);
  return { context: await contextOf(app.browser, app.server.url, client), shopName: shop.company.name };
}

describe("staff invitations in the admin", () => {
  it("invites, shows the invitation in waiting, and lists the person once they accept with a password", async () => {
    const { context, shopName } = await ownerContext();
    const page = await newPage(context);
    await page.goto(`${app.server.url}/admin/staff`);
    const email = uniqueEmail("browser");
    const sentAt = new Date();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Αποστολή πρόσκλησης" }).click();
    const invitations = page.locator(".ant-card").filter({ hasText: "Προσκλήσεις σε αναμονή" });
    const row = invitations.getByRole("row").filter({ hasText: email });
    await row.getByText("Σε αναμονή").waitFor();

    const invited = await newPage(await newContext(app.browser));
    await invited.goto(`${app.server.url}/auth/invitation?token=${await invitationToken(app.server.db, email, sentAt)}`);
    await invited.getByText(`«${shopName}»`).waitFor();
    await invited.getByLabel("Όνομα (προαιρετικό)").fill("Ελένη");
    await invited.getByLabel("Κωδικός", { exact: true }).fill("eleni-password-2026");
    await invited.getByLabel("Επανάληψη κωδικού").fill("eleni-password-2026");
    await invited.getByRole("button", { name: "Αποδοχή και δημιουργία λογαριασμού" }).click();
    await invited.waitForURL((url) => url.pathname === "/auth/signin");

    await page.reload();
    await page.getByRole("row").filter({ hasText: email }).getByText("Ελένη").waitFor();
    expect(await invitations.count()).toBe(0);
  });

  it("sends an invitation again with a new link, after which the old link no longer opens it", async () => {
    const { context, shopName } = await ownerContext();
    const page = await newPage(context);
    await page.goto(`${app.server.url}/admin/staff`);
    const email = uniqueEmail("resend");
    const sentAt = new Date();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Αποστολή πρόσκλησης" }).click();
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByText("Σε αναμονή").waitFor();
    const first = await invitationToken(app.server.db, email, sentAt);

    const resentAt = new Date();
    await row.getByRole("button", { name: "Αποστολή ξανά" }).click();
    await page
      .locator(".ant-notification-notice")
      .filter({ hasText: `Στάλθηκε νέος σύνδεσμος στο ${email}.` })
      .waitFor();
    const second = await invitationToken(app.server.db, email, resentAt);
    expect(second).not.toBe(first);

    const invited = await newPage(await newContext(app.browser));
    await invited.goto(`${app.server.url}/auth/invitation?token=${second}`);
    await invited.getByText(`«${shopName}»`).waitFor();
    await invited.goto(`${app.server.url}/auth/invitation?token=${first}`);
    await invited.getByText("Η πρόσκληση δεν είναι έγκυρη ή έχει λήξει.", { exact: false }).waitFor();
    await context.close();
  });

  it("cancels an invitation, after which its link says so", async () => {
    const { context } = await ownerContext();
    const page = await newPage(context);
    await page.goto(`${app.server.url}/admin/staff`);
    const email = uniqueEmail("cancel");
    const sentAt = new Date();
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Αποστολή πρόσκλησης" }).click();
    const row = page.getByRole("row").filter({ hasText: email });
    await row.getByRole("button", { name: "Ακύρωση" }).click();
    await page.getByRole("button", { name: "Ακύρωση πρόσκλησης" }).click();
    await row.waitFor({ state: "detached" });

    const invited = await (await newContext(app.browser)).newPage();
    await invited.goto(`${app.server.url}/auth/invitation?token=${await invitationToken(app.server.db, email, sentAt)}`);
    await invited.getByText("Η πρόσκληση δεν είναι έγκυρη ή έχει λήξει.", { exact: false }).waitFor();
  });
});
