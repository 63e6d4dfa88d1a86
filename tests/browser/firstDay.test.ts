// A shop's first day, walked as a new owner does after `npm install && npm start`: the server on the
// default layout (data in a dot-folder, a port and no PUBLIC_ORIGIN; the browser opens
// http://localhost:<port>), the demo data, at 1440×900 and 390×844. One server and one browser for all.
//   1  an uploaded logo is shown (and the upload address names the port)
//   2  the demo profile saves; a failed save shows at the field, in view, and in a notification
//   3  a seeded executed campaign has results
//   4  «Ο κλάδος μου» shows figures
//   5  the development outbox lists e-mail, SMS and push
//   10 an SMS carries one short opt-out, counted alike by the form, the review and the sender
//   12 e-mail templates are listed and edited beside a rendered preview
import { randomInt } from "node:crypto";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { countCampaignSms } from "../../server/src/shared/sms.js";
import { exampleSmsOptOutLink } from "../../server/src/channels/sms/links.js";
import { contextOf, newContext, newPage, signInThroughForm, useBrowser } from "../helpers/browser.js";
import { demo, signInAs, type ApiClient } from "../helpers/client.js";
import { testEnv } from "../helpers/server.js";
import { audienceCustomer } from "../helpers/customers.js";
import { createShop } from "../helpers/shop.js";
import { eventually } from "../helpers/wait.js";

const LAPTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// A 1×1 PNG: the server checks that the bytes are an image of the declared type.
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const app = useBrowser();
/** Where the owner types the address: http://localhost:<port>, the origin the server builds links on. */
let site: string;

beforeAll(async () => {
  site = app.server.publicOrigin;
});

/** Signs in through the sign-in form at the address a person types, and lands on `path`. */
async function signedIn(user: { email: string; password: string }, path: string, viewport = LAPTOP): Promise<Page> {
  return signInThroughForm(await newPage(await newContext(app.browser, { viewport })), site, user, path);
}

function notification(page: Page, title: string): Locator {
  return page.locator(".ant-notification-notice").filter({ hasText: title }).first();
}

/** Whether the element's box is inside the window now. */
function inView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

function fieldError(page: Page, label: string): Locator {
  return page
    .locator(".ant-form-item")
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator(".ant-form-item-explain-error");
}

describe("1. uploaded images on the default layout", () => {
  it("shows a logo uploaded through the media library in the sidebar, served from the dot-folder", async () => {
    expect(testEnv().DATA_DIR).toMatch(/\/\.data$/);
    expect(site).toMatch(/^http:\/\/localhost:\d+$/);
    const shop = await createShop(app.server.db);
    // A new shop's owner (signed in through the API; the cookies are set for the site's address).
    const owner = await ownerPage(shop);
    await owner.getByRole("button", { name: "Λογότυπο", exact: true }).click();
    const library = owner.getByRole("dialog");
    await library.getByLabel("Ανέβασμα εικόνας").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG });
    await library.getByRole("button", { name: "Επιλεγμένη εικόνα" }).waitFor();
    await library.getByRole("button", { name: "Επιλογή", exact: true }).click();
    await owner.getByRole("button", { name: "Αποθήκευση" }).click();
    await notification(owner, "Το προφίλ του καταστήματος αποθηκεύτηκε.").waitFor();

    const { logo } = await app.server.db.company.findUniqueOrThrow({ where: { id: shop.company.id } });
    // The address names the port the server listens on, not :3000.
    expect(logo!.startsWith(`${site}/uploads/`)).toBe(true);
    const sidebarLogo = owner.locator(`.sider-brand img[src="${logo}"]`);
    await sidebarLogo.waitFor();
    // Loaded, not a broken image: the file is served although DATA_DIR is ".data".
    await expect.poll(() => sidebarLogo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    // The staging folder inside uploads stays private.
    expect((await fetch(`${app.server.url}/uploads/.partial/x.png`)).status).toBe(404);
    await owner.context().close();
  });
});

async function ownerPage(shop: Awaited<ReturnType<typeof createShop>>): Promise<Page> {
  const client = await shop.signIn(app.server.url);
  const page = await newPage(await contextOf(app.browser, site, client, { viewport: LAPTOP }));
  await page.goto(`${site}/admin/settings`);
  return page;
}

describe("2. the demo shop's profile", () => {
  it("saves as seeded; a wrong ΑΦΜ is shown at its field, in view, with a notification (390×844)", async () => {
    const page = await signedIn(demo.owner, "/admin/settings", PHONE);
    const save = page.getByRole("button", { name: "Αποθήκευση" });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    await notification(page, "Το προφίλ του καταστήματος αποθηκεύτηκε.").waitFor();

    await page.getByLabel("ΑΦΜ", { exact: true }).fill("123456789");
    await page.getByLabel("Όνομα", { exact: true }).fill("");
    await save.scrollIntoViewIfNeeded();
    await save.click();
    // The first wrong field (the name, at the top) is brought into view, and the notification says why.
    const nameError = fieldError(page, "Όνομα");
    await nameError.waitFor();
    await expect.poll(() => inView(nameError)).toBe(true);
    await notification(page, "Η αλλαγή δεν αποθηκεύτηκε").filter({ hasText: "Συμπληρώστε το όνομα." }).waitFor();
    await expect(fieldError(page, "ΑΦΜ").textContent()).resolves.toBe("Μη έγκυρος ΑΦΜ.");
    await page.context().close();
  });

  it("brings the server's refusal into view at its field, with a notification (1440×900)", async () => {
    const page = await signedIn(demo.owner, "/admin/settings", LAPTOP);
    // The form accepts ftp://, the server does not.
    await page.getByLabel("Ιστοσελίδα", { exact: true }).fill("ftp://kafe-athina.gr");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    const error = fieldError(page, "Ιστοσελίδα");
    await error.waitFor();
    await expect.poll(() => inView(error)).toBe(true);
    await notification(page, "Η αλλαγή δεν αποθηκεύτηκε").waitFor();
    const stored = await app.server.db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" } });
    expect(stored.website).toBe("https://kafe-athina.gr");
    await page.context().close();
  });
});

describe("3 and 4. the demo's campaigns and domain", () => {
  it("opens the results of a seeded executed campaign, and shows «Ο κλάδος μου» with figures", async () => {
    const page = await signedIn(demo.owner, "/admin/alerts/sms");
    const row = page.getByTestId("submission").filter({ hasText: "Freddo 2€" });
    await row.getByText("Εκτελέστηκε").waitFor();
    await row.getByRole("link", { name: "Αποτελέσματα" }).click();
    await page.waitForURL(/\/admin\/alerts\/results\/.+$/);
    const sent = page
      .getByTestId("results-counts")
      .locator(".ant-statistic")
      .filter({ has: page.locator(".ant-statistic-title", { hasText: /^Στάλθηκαν$/ }) })
      .locator(".ant-statistic-content-value");
    await expect.poll(async () => Number(await sent.innerText())).toBeGreaterThan(0);
    await page.locator("tr.ant-table-row").first().waitFor();
    await expect(page.getByText("Η καμπάνια δεν έχει σταλεί ακόμη.").count()).resolves.toBe(0);

    await page.goto(`${site}/admin/analytics/my-domain`);
    const ticket = page.getByTestId("domain-averageTicket");
    await ticket.getByText("Διάμεσος του κλάδου").waitFor();
    await expect.poll(async () => (await ticket.locator("tr").filter({ hasText: "Διάμεσος του κλάδου" }).innerText()).includes("€")).toBe(true);
    await expect(page.getByTestId("domain-message").count()).resolves.toBe(0);
    await page.context().close();
  });
});

describe("5 and 10. SMS and push in development", () => {
  let owner: ApiClient;
  let admin: ApiClient;
  let companyId: string;

  beforeAll(async () => {
    owner = await signInAs(app.server.url, "owner");
    admin = await signInAs(app.server.url, "admin");
    companyId = (await app.server.db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" } })).id;
  });

  /**
   * Submitted, approved and launched to one new customer, by a points threshold only they reach (each call
   * a higher one: the earlier customers stay below it). campaigns.test.ts uses thresholds from 100 million.
   */
  let threshold = 7_000_000 + randomInt(0, 1_000_000);
  async function sendToOne(input: Parameters<ApiClient["trpc"]["alertReview"]["create"]["mutate"]>[0]) {
    threshold += 1_000_000;
    const points = threshold;
    const customer = await audienceCustomer(app.server.db, companyId, { pushToken: true });
    await app.server.db.gifted.create({ data: { companyId, customerId: customer.id, points, message: "Δοκιμή" } });
    const { id } = await owner.trpc.alertReview.create.mutate(input);
    await admin.trpc.alertReview.approve.mutate({ id });
    await owner.trpc.campaign.launch.mutate({ id, audience: { kind: "filter", minPoints: points } });
    return customer;
  }

  it("counts an SMS alike in the form, the review and the sender, with one short opt-out, and lists every channel in the outbox", async () => {
    // A 70-character Greek text: one part alone, two with the opt-out line (three with the old long link).
    const text = "Καφέ Αθηνά: κάθε Τρίτη ο δεύτερος freddo espresso στη μισή τιμή!!!!!!!";
    expect(text.length).toBe(70);
    const parts = countCampaignSms(text, exampleSmsOptOutLink(testEnv({ PUBLIC_ORIGIN: site }))).parts;
    expect(parts).toBe(2);

    const shop = await signedIn(demo.owner, "/admin/alerts/sms/new");
    await shop.getByLabel("Κείμενο μηνύματος").fill(`${text} STOP στο 54000`);
    await shop.getByRole("button", { name: "Υποβολή για έγκριση" }).click();
    await shop.getByText("Μη γράφετε δική σας γραμμή διαγραφής (STOP)").waitFor();
    await shop.getByLabel("Κείμενο μηνύματος").fill(text);
    await expect.poll(() => shop.getByTestId("sms-parts").innerText()).toBe(String(parts));
    const { recipients } = await owner.trpc.campaign.smsRecipients.query();
    await expect.poll(() => shop.getByTestId("sms-total").innerText()).toContain(`${parts} τμήματα × ${recipients.toLocaleString("el-GR")} παραλήπτες`);
    await expect.poll(() => shop.getByTestId("sms-preview").innerText()).toMatch(/STOP: localhost:\d+\/u\/x{10}$/);
    const title = `Πρώτη μέρα ${randomInt(0, 1_000_000)}`;
    await shop.getByLabel("Όνομα υποβολής").fill(title);
    await shop.getByRole("button", { name: "Υποβολή για έγκριση" }).click();
    await shop.waitForURL(/\/admin\/alerts\/sms$/);

    // The platform's reviewer sees the same count, opt-out included.
    const reviewer = await signedIn(demo.admin, "/admin/platform/reviews");
    const review = reviewer.getByTestId("review-item").filter({ hasText: title });
    await expect.poll(() => review.getByTestId("sms-preview-parts").innerText()).toContain(`${parts} τμήματα`);
    await expect(review.getByText("χωρίς τη γραμμή STOP").count()).resolves.toBe(0);

    // Sent in development: an SMS and a push, each to one customer.
    const smsCustomer = await sendToOne({ type: "SMS", title: `SMS ${title}`, text });
    await sendToOne({ type: "PUSH", title: `Push ${title}`, text: "Νέα γεύση στη βιτρίνα." });
    const sms = await eventually(async () => (await app.server.db.outboxMessage.findFirst({ where: { to: smsCustomer.phone } })) ?? undefined);
    expect(sms.channel).toBe("SMS");
    expect(sms.text.match(/STOP/g)).toHaveLength(1);
    expect(sms.text).toMatch(new RegExp(`^${text}\\nSTOP: ${new URL(site).host}/u/[A-Za-z0-9]{10}$`));
    await eventually(async () => (await app.server.db.outboxMessage.findFirst({ where: { subject: `[Push] Push ${title}` } })) ?? undefined);

    // Other test files write to the same outbox meanwhile, so the messages are looked for, as an admin
    // would in a busy outbox: by the recipient's phone, then by the push's title.
    await reviewer.goto(`${site}/admin/platform/outbox`);
    const search = reviewer.getByLabel("Αναζήτηση μηνύματος");
    const smsRow = reviewer.locator("tr.ant-table-row").filter({ hasText: smsCustomer.phone });
    const pushRow = reviewer.locator("tr.ant-table-row").filter({ hasText: `[Push] Push ${title}` });
    await search.fill(smsCustomer.phone);
    await smsRow.locator(".ant-tag", { hasText: /^SMS$/ }).waitFor();
    await search.fill(`Push ${title}`);
    await pushRow.locator(".ant-tag", { hasText: /^Push$/ }).waitFor();
    // One channel at a time: among the SMS there is no push.
    await reviewer.getByRole("radiogroup", { name: "Κανάλι" }).locator(".ant-segmented-item", { hasText: /^SMS$/ }).click();
    await pushRow.waitFor({ state: "detached" });
    await search.fill(smsCustomer.phone);
    await smsRow.waitFor();
    // The opt-out link in the SMS works: it leads to the shop's confirm page.
    await smsRow.click();
    const link = reviewer.locator(".outbox-text a").filter({ hasText: "/u/" });
    const code = /\/u\/([A-Za-z0-9]{10})$/.exec(await link.innerText())![1];
    const confirm = await fetch(`${app.server.url}/u/${code}`);
    expect(await confirm.text()).toContain("«Καφέ Αθηνά»");
    await shop.context().close();
    await reviewer.context().close();
  });
});

describe("12. e-mail templates", () => {
  it("lists each template rendered, and edits the HTML beside a live preview", async () => {
    const page = await signedIn(demo.owner, "/admin/settings?tab=email-templates");
    const frame = page.frameLocator('iframe[title="Προεπισκόπηση προτύπου: Καλωσόρισμα"]');
    await expect.poll(() => frame.locator("h1").innerText()).toBe("Καλώς ήρθατε στο Καφέ Αθηνά!");
    await expect(page.getByText("<h1>").count()).resolves.toBe(0);

    await page.getByRole("button", { name: "Νέο πρότυπο" }).click();
    const dialog = page.getByRole("dialog");
    // A new template starts as blocks; this one is written as HTML.
    await dialog.getByText("HTML", { exact: true }).click();
    await dialog.getByLabel("Κείμενο (HTML)").fill("<h2>Δοκιμή</h2><p>Νέα <b>γεύση</b></p>");
    const preview = dialog.frameLocator('iframe[title="Προεπισκόπηση του κειμένου"]');
    await expect.poll(() => preview.locator("h2").innerText()).toBe("Δοκιμή");
    // Beside, not below: the frame's left edge is right of the text box's.
    const [source, shown] = await Promise.all([dialog.getByLabel("Κείμενο (HTML)").boundingBox(), dialog.locator("iframe").boundingBox()]);
    expect(shown!.x).toBeGreaterThan(source!.x + source!.width - 1);
    // Sandboxed: no scripts run in it.
    expect(await dialog.locator("iframe").getAttribute("sandbox")).toBe("");
    await page.context().close();
  });
});
