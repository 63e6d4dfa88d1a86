// The owner's settings in a real browser: a logo uploaded through the media library shows in the
// sidebar, a wrong ΑΦΜ and a URL the server refuses show Greek errors under their fields (in a tab's
// form and in a list's modal), the lists' modals open with their records as read, a link to a social
// network is saved and removed, a reward is created and deactivated, and an employee sees no settings at all.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { contextOf, newContext, newPage, useBrowser } from "../helpers/browser.js";
import { demo } from "../helpers/client.js";
import { createShop } from "../helpers/shop.js";

// A 1×1 PNG: the server checks that the bytes are an image of the declared type.
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const app = useBrowser();

/** A browser signed in as the owner of a shop of this test's own. */
async function ownerOfNewShop() {
  const shop = await createShop(app.server.db);
  const client = await shop.signIn(app.server.url);
  return { shop, page: await newPage(await contextOf(app.browser, app.server.publicOrigin, client)) };
}

function fieldError(page: Page, label: string) {
  return page
    .locator(".ant-form-item")
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator(".ant-form-item-explain-error");
}

/** The error shown under a field, once it shows. */
async function errorUnder(page: Page, label: string): Promise<string | null> {
  const error = fieldError(page, label);
  await error.waitFor();
  return error.textContent();
}

beforeAll(async () => {
  // The layout of a first `npm start`: data in a dot-folder, a port and no PUBLIC_ORIGIN. The browser opens
  // the address links and uploads are built on (http://localhost:<port>), as a person types it.
});

describe("shop settings", () => {
  it("uploads a logo through the media library, saves it and shows it in the sidebar", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings`);
    // The field label names the picker button.
    await page.getByRole("button", { name: "Λογότυπο", exact: true }).click();
    const library = page.getByRole("dialog");
    await library.getByText("Δεν υπάρχουν εικόνες ακόμη").waitFor();

    await library.getByLabel("Ανέβασμα εικόνας").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
    // The uploaded image is registered, listed and picked at once.
    await library.getByRole("button", { name: "Επιλεγμένη εικόνα" }).waitFor();
    await expect(library.getByRole("button", { name: "Ανέβασμα εικόνας" }).isEnabled()).resolves.toBe(true);
    // The library is a 4-column grid at most 700 px high that scrolls.
    const grid = await library.locator(".media-grid").evaluate((element) => {
      const style = getComputedStyle(element);
      return { columns: style.gridTemplateColumns.split(" ").length, maxHeight: style.maxHeight, overflowY: style.overflowY };
    });
    expect(grid).toEqual({ columns: 4, maxHeight: "700px", overflowY: "auto" });
    await library.getByRole("button", { name: "Επιλογή", exact: true }).click();
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await page.getByText("Το προφίλ του καταστήματος αποθηκεύτηκε.").waitFor();

    const { logo } = await app.server.db.company.findUniqueOrThrow({ where: { id: shop.company.id } });
    expect(logo).toMatch(new RegExp(`^${app.server.publicOrigin}/uploads/${shop.company.id}/u/\\d+-logo\\.png$`));
    await expect(app.server.db.asset.count({ where: { companyId: shop.company.id, url: logo! } })).resolves.toBe(1);
    // The sidebar reads the shop again and shows the new logo, served as the uploaded PNG.
    await page.locator(`.sider-brand img[src="${logo}"]`).waitFor();
    const served = await fetch(logo!);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_PNG);
    await page.context().close();
  });

  it("ends a failed upload and says why in Greek", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings?tab=stamps`);
    await page.getByRole("button", { name: "Εικόνα γεμάτης στάμπας", exact: true }).click();
    const library = page.getByRole("dialog");
    await library.getByText("Δεν υπάρχουν εικόνες ακόμη").waitFor();

    // Not a PNG, whatever the name says: the storage refuses the bytes.
    await library.getByLabel("Ανέβασμα εικόνας").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    const toast = page.locator(".ant-notification-notice").filter({ hasText: "Η εικόνα δεν ανέβηκε" });
    await toast.waitFor();
    await expect(toast.textContent()).resolves.toContain("Το περιεχόμενο δεν είναι εικόνα του δηλωμένου τύπου.");
    await expect(library.getByRole("button", { name: "Ανέβασμα εικόνας" }).isEnabled()).resolves.toBe(true);
    await expect(library.getByText("Δεν υπάρχουν εικόνες ακόμη").isVisible()).resolves.toBe(true);
    await expect(app.server.db.asset.count({ where: { companyId: shop.company.id } })).resolves.toBe(0);
    await page.context().close();
  });

  it("shows a Greek error under a wrong ΑΦΜ, and the server's refusal under its field", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings`);
    await page.getByLabel("ΑΦΜ", { exact: true }).fill("123456789");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(errorUnder(page, "ΑΦΜ")).resolves.toBe("Μη έγκυρος ΑΦΜ.");

    // A valid ΑΦΜ clears it; an ftp:// address passes the form but the server refuses it, and the
    // error mapper puts the server's message under the website field.
    await page.getByLabel("ΑΦΜ", { exact: true }).fill("094014201");
    await page.getByLabel("Ιστοσελίδα", { exact: true }).fill("ftp://example.com");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(errorUnder(page, "Ιστοσελίδα")).resolves.toBe("Μη έγκυρη διεύθυνση URL.");
    await expect(fieldError(page, "ΑΦΜ").count()).resolves.toBe(0);
    const company = await app.server.db.company.findUniqueOrThrow({ where: { id: shop.company.id } });
    expect(company.taxNumber).toBeNull();
    await page.context().close();
  });

  it("adds a tag, edits it with its values shown, and removes it", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings?tab=tags`);
    await page.getByRole("button", { name: "Νέα ετικέτα" }).click();
    await page.getByRole("dialog").getByLabel("Ετικέτα", { exact: true }).fill("Σάντουιτς");
    await page.getByRole("dialog").getByRole("button", { name: "Αποθήκευση" }).click();
    const row = page.locator("tr.ant-table-row").filter({ hasText: "Σάντουιτς" });
    await row.waitFor();
    await row.getByRole("button", { name: "Επεξεργασία" }).click();
    await expect(page.getByRole("dialog").getByLabel("Ετικέτα", { exact: true }).inputValue()).resolves.toBe("Σάντουιτς");
    await page.getByRole("dialog").getByLabel("Ετικέτα", { exact: true }).fill("Τοστ");
    await page.getByRole("dialog").getByRole("button", { name: "Αποθήκευση" }).click();
    await page.locator("tr.ant-table-row").filter({ hasText: "Τοστ" }).waitFor();
    const labels = await app.server.db.transactionTag.findMany({ where: { companies: { some: { companyId: shop.company.id } } }, select: { label: true } });
    expect(labels.map((tag) => tag.label).sort()).toEqual(["Καφές", "Τοστ"]);
    // Removed through the row's DeleteButton and its confirmation.
    await page.locator("tr.ant-table-row").filter({ hasText: "Τοστ" }).getByRole("button", { name: "Αφαίρεση" }).click();
    await page.getByRole("tooltip").getByRole("button", { name: "Αφαίρεση" }).click();
    await page.locator("tr.ant-table-row").filter({ hasText: "Τοστ" }).waitFor({ state: "detached" });
    const left = await app.server.db.transactionTag.findMany({ where: { companies: { some: { companyId: shop.company.id } } }, select: { label: true } });
    expect(left.map((tag) => tag.label)).toEqual(["Καφές"]);
    await page.context().close();
  });

  it("refuses a store's address under its field in the modal, adds a location to the store, and edits both with their values shown", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings?tab=stores`);
    await page.getByRole("button", { name: "Νέο κατάστημα" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Όνομα", { exact: true }).fill("Κέντρο");
    // The form takes any URL; the server only http(s), and says so under the field.
    await dialog.getByLabel("Ιστοσελίδα", { exact: true }).fill("ftp://example.com");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(errorUnder(page, "Ιστοσελίδα")).resolves.toBe("Μη έγκυρη διεύθυνση URL.");
    await expect(app.server.db.store.count({ where: { companyId: shop.company.id, name: "Κέντρο" } })).resolves.toBe(0);
    await dialog.getByLabel("Ιστοσελίδα", { exact: true }).fill("https://kentro.example");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    const card = page.locator(".ant-card-small").filter({ has: page.getByText("Κέντρο", { exact: true }) });
    await card.waitFor();
    const store = await app.server.db.store.findFirstOrThrow({ where: { companyId: shop.company.id, name: "Κέντρο" } });

    // A new location names its store; one coordinate without the other is refused under the missing one.
    await card.getByRole("button", { name: "Προσθήκη τοποθεσίας" }).click();
    await dialog.getByLabel("Διεύθυνση", { exact: true }).fill("Ερμού 1");
    await dialog.getByLabel("Γεωγραφικό πλάτος", { exact: true }).fill("37.97");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(errorUnder(page, "Γεωγραφικό μήκος")).resolves.toBe("Συμπληρώστε και το γεωγραφικό πλάτος και το μήκος.");
    await dialog.getByLabel("Γεωγραφικό μήκος", { exact: true }).fill("23.72");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await card.getByText("Ερμού 1").waitFor();
    await expect(app.server.db.location.findFirstOrThrow({ where: { storeId: store.id } })).resolves.toMatchObject({
      address: "Ερμού 1",
      latitude: 37.97,
      longitude: 23.72,
    });

    // Each edit opens with the record as read.
    await card.getByRole("button", { name: "Επεξεργασία", exact: true }).click();
    await expect(dialog.getByLabel("Διεύθυνση", { exact: true }).inputValue()).resolves.toBe("Ερμού 1");
    await dialog.getByRole("button", { name: "Άκυρο" }).click();
    await dialog.waitFor({ state: "hidden" });
    await card.getByRole("button", { name: "Επεξεργασία Κέντρο" }).click();
    await expect(dialog.getByLabel("Ιστοσελίδα", { exact: true }).inputValue()).resolves.toBe("https://kentro.example");
    await dialog.getByLabel("Όνομα", { exact: true }).fill("Κέντρο Αθήνας");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await page.getByText("Κέντρο Αθήνας", { exact: true }).waitFor();
    await expect(app.server.db.store.findUniqueOrThrow({ where: { id: store.id } })).resolves.toMatchObject({ name: "Κέντρο Αθήνας" });
    await page.context().close();
  });

  it("opens the import of a new e-mail list, and edits a custom field's choices with their values shown", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings?tab=email-lists`);
    await page.getByRole("button", { name: "Νέα λίστα" }).click();
    await page.getByRole("dialog").getByLabel("Όνομα λίστας").fill("Πελάτες");
    await page.getByRole("dialog").getByRole("button", { name: "Δημιουργία" }).click();
    const importing = page.getByRole("dialog", { name: "Εισαγωγή διευθύνσεων στη λίστα «Πελάτες»" });
    await importing.waitFor();
    await importing.getByRole("button", { name: "Άκυρο" }).click();
    await importing.waitFor({ state: "hidden" });

    await page.getByRole("tab", { name: "Προσαρμοσμένα πεδία" }).click();
    await page.getByRole("button", { name: "Νέο πεδίο" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Όνομα πεδίου").fill("Ρόφημα");
    await dialog.getByLabel("Επιλογή 1").fill("Εσπρέσο");
    await dialog.getByRole("button", { name: "Προσθήκη επιλογής" }).click();
    await dialog.getByLabel("Επιλογή 2").fill("Φίλτρου");
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    const row = page.locator("tr.ant-table-row").filter({ hasText: "Ρόφημα" });
    await row.getByText("Φίλτρου").waitFor();
    await row.getByRole("button", { name: "Επεξεργασία" }).click();
    const edit = page.getByRole("dialog", { name: "Επιλογές του πεδίου «Ρόφημα»" });
    await expect(edit.getByLabel("Επιλογή 1").inputValue()).resolves.toBe("Εσπρέσο");
    await edit.getByLabel("Επιλογή 2").fill("Καπουτσίνο");
    await edit.getByRole("button", { name: "Αποθήκευση" }).click();
    await row.getByText("Καπουτσίνο").waitFor();
    const option = await app.server.db.customOption.findUniqueOrThrow({ where: { companyId_key: { companyId: shop.company.id, key: "Ρόφημα" } } });
    expect((option.options as Array<{ label: string }>).map((choice) => choice.label)).toEqual(["Εσπρέσο", "Καπουτσίνο"]);
    await page.context().close();
  });

  it("saves the shop's link to a social network, shows it saved, and removes it", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/settings?tab=social`);
    const facebook = page.locator(".social-network").filter({ has: page.getByLabel("Facebook") });
    await facebook.getByLabel("Facebook").fill("https://www.facebook.com/kafe.settings.test");
    await facebook.getByRole("button", { name: "Αποθήκευση" }).click();
    await page.locator(".ant-notification-notice").filter({ hasText: "Ο σύνδεσμος για Facebook αποθηκεύτηκε." }).waitFor();
    const links = () => app.server.db.companySocialMedia.findMany({ where: { companyId: shop.company.id }, select: { url: true } });
    await expect(links()).resolves.toEqual([{ url: "https://www.facebook.com/kafe.settings.test" }]);

    // The list is read again: the saved link can now be removed.
    await facebook.getByRole("button", { name: "Αφαίρεση" }).click();
    await page.locator(".ant-notification-notice").filter({ hasText: "Ο σύνδεσμος για Facebook αφαιρέθηκε." }).waitFor();
    await facebook.getByRole("button", { name: "Αφαίρεση" }).waitFor({ state: "detached" });
    await expect(links()).resolves.toEqual([]);
    await page.context().close();
  });

  it("creates a point reward, lists it and deactivates it", async () => {
    const { shop, page } = await ownerOfNewShop();
    await page.goto(`${app.server.publicOrigin}/admin/rewards`);
    await page.getByRole("button", { name: "Νέα ανταμοιβή" }).click();
    await page.getByLabel("Τίτλος", { exact: true }).fill("Δωρεάν εσπρέσο");
    await page.getByLabel("Κόστος σε πόντους").fill("50");
    await page.getByLabel("Αξία (€)").fill("2,50");
    await page.getByRole("button", { name: "Δημιουργία" }).click();

    const row = page.locator("tr.ant-table-row").filter({ hasText: "Δωρεάν εσπρέσο" });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("50 πόντοι");
    const reward = await app.server.db.reward.findFirstOrThrow({ where: { companyId: shop.company.id } });
    expect({ points: reward.points, amount: reward.amount, active: reward.active }).toEqual({ points: 50, amount: 250, active: true });

    await row.getByRole("button", { name: "Απενεργοποίηση" }).click();
    await page.locator(".ant-popconfirm").getByRole("button", { name: "Απενεργοποίηση" }).click();
    await row.getByText("Ανενεργή").waitFor();
    await expect(app.server.db.reward.findUniqueOrThrow({ where: { id: reward.id } })).resolves.toMatchObject({ active: false });
    await page.context().close();
  });

  it("has no settings for an employee", async () => {
    const context = await newContext(app.browser);
    const page = await newPage(context);
    await page.goto(`${app.server.publicOrigin}/auth/signin?callbackUrl=${encodeURIComponent("/admin")}`);
    await page.getByLabel("E-mail").fill(demo.staff.email);
    await page.getByLabel("Κωδικός").fill(demo.staff.password);
    await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
    await page.waitForURL(/\/admin$/);

    const sidebar = page.getByRole("navigation", { name: "Κύριο μενού" });
    await sidebar.getByRole("link", { name: "Επικοινωνία" }).waitFor();
    await expect(sidebar.getByRole("link", { name: "Ρυθμίσεις" }).count()).resolves.toBe(0);
    await expect(sidebar.getByRole("link", { name: "Ανταμοιβές πόντων" }).count()).resolves.toBe(0);
    await page.goto(`${app.server.publicOrigin}/admin/settings`);
    await page.getByText("Δεν έχετε πρόσβαση σε αυτή τη σελίδα").waitFor();
    await context.close();
  });
});
