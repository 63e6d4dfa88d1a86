// E-mails built from blocks in a real browser, on the built admin: a shop builds a campaign from a heading,
// a text, an image picked from its media library, a button and a divider, previews it at a desktop's and a
// phone's width, submits it, and the e-mail stored and sent carries the blocks; a template built from blocks
// fills a campaign's blocks; and hand-written HTML still goes out as written.
import { randomInt } from "node:crypto";
import type { FrameLocator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { emailFor } from "../../server/src/channels/email/message.js";
import { contextOf, newPage, useBrowser } from "../helpers/browser.js";
import { testEnv } from "../helpers/server.js";
import { createShop, type TestShop } from "../helpers/shop.js";

const app = useBrowser();
let shop: TestShop;
let page: Page;
const logo = "https://cdn.example.gr/u/shop-logo.png";
const picture = "https://cdn.example.gr/u/autumn-menu.jpg";

function block(number: number) {
  return page.getByTestId("email-block").nth(number - 1);
}

async function toast(text: string) {
  await page.locator(".ant-notification-notice").filter({ hasText: text }).first().waitFor();
}

function preview(): FrameLocator {
  return page.frameLocator('iframe[title^="Προεπισκόπηση e-mail"]');
}

async function newEmail(title: string, subject: string) {
  await page.goto(`${app.server.url}/admin/alerts/email/new`);
  await page.getByLabel("Όνομα υποβολής").fill(title);
  await page.getByLabel("Θέμα").fill(subject);
}

async function submit() {
  await page.getByRole("button", { name: "Υποβολή για έγκριση" }).click();
  await toast("Η υποβολή έγινε με επιτυχία!");
  await page.waitForURL(/\/admin\/alerts\/email$/);
}

function stored(title: string) {
  return app.server.db.alertReview.findFirstOrThrow({ where: { companyId: shop.company.id, title } });
}

beforeAll(async () => {
  shop = await createShop(app.server.db, { logo });
  await app.server.db.asset.create({ data: { url: picture, companyId: shop.company.id } });
  page = await newPage(await contextOf(app.browser, app.server.url, await shop.signIn(app.server.url)));
  await page.goto(`${app.server.url}/admin/alerts/email`);
  await page.getByRole("link", { name: "Νέα υποβολή" }).waitFor();
});

describe("an e-mail built from blocks", () => {
  it("is previewed at a desktop's and a phone's width and stored and sent as the blocks render", { timeout: 60_000 }, async () => {
    const title = `Φθινόπωρο ${randomInt(0, 1_000_000)}`;
    await newEmail(title, "Το νέο μας μενού");
    // A new e-mail starts as blocks: a heading, a text and a button to the customer's points.
    await expect.poll(() => page.getByTestId("email-block").count()).toBe(3);
    await block(1).getByLabel("Κείμενο επικεφαλίδας").fill("Νέο μενού <φθινοπώρου>");
    await block(2).getByRole("textbox", { name: "Κείμενο", exact: true }).fill("Κολοκυθόπιτα & ζεστή σοκολάτα.\n\nΜόνο αυτή την εβδομάδα.");
    await block(3).getByLabel("Κείμενο κουμπιού").fill("Δείτε τους πόντους σας");

    await page.getByRole("group", { name: "Προσθήκη στοιχείου" }).getByRole("button", { name: "Εικόνα" }).click();
    // The library opens from the button the field's label "Εικόνα" names.
    await block(4).getByRole("button", { name: "Εικόνα", exact: true }).click();
    const library = page.locator(".ant-modal").filter({ hasText: "βιβλιοθήκη πολυμέσων" });
    await library.locator(`button:has(img[src="${picture}"])`).click();
    await library.getByRole("button", { name: "Επιλογή", exact: true }).click();
    await expect.poll(() => block(4).getByLabel("Διεύθυνση εικόνας").inputValue()).toBe(picture);
    await block(4).getByLabel("Περιγραφή εικόνας").fill("Κολοκυθόπιτα");
    await page.getByRole("group", { name: "Προσθήκη στοιχείου" }).getByRole("button", { name: "Διαχωριστικό" }).click();
    await page.getByLabel("Χρώμα κουμπιών και γραμμών").fill("#b45309");

    // The preview is the e-mail as it arrives: the shop's logo, the blocks, the colours, {wallet} as the link.
    const frame = preview();
    await frame.getByRole("heading", { name: "Νέο μενού <φθινοπώρου>" }).waitFor();
    await frame.locator(`img[src="${logo}"]`).waitFor();
    await frame.getByRole("img", { name: "Κολοκυθόπιτα" }).waitFor();
    const wallet = `${app.server.publicOrigin}/wallet/?shop=${shop.company.slug}`;
    await frame.locator(`a[href="${wallet}"]`, { hasText: "Δείτε τους πόντους σας" }).waitFor();
    await frame.locator('td[bgcolor="#b45309"]').waitFor();

    // At a desktop's width the column is 600px; at a phone's the frame is 375px and nothing overflows it.
    const iframe = page.locator('iframe[title^="Προεπισκόπηση e-mail"]');
    const columnWidth = () => frame.locator('table[style*="max-width:600px"]').evaluate((table) => table.getBoundingClientRect().width);
    const overflow = () => frame.locator("html").evaluate((html) => html.scrollWidth - html.clientWidth);
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(640);
    await expect.poll(columnWidth).toBe(600);
    await page.getByText("Κινητό", { exact: true }).click();
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(375);
    await expect.poll(columnWidth).toBeLessThan(375);
    await expect.poll(overflow).toBe(0);
    const image = () => frame.getByRole("img", { name: "Κολοκυθόπιτα" }).evaluate((img) => (img as HTMLImageElement).getBoundingClientRect().width);
    await expect.poll(image).toBeLessThan(375);
    await page.getByText("Υπολογιστής", { exact: true }).click();
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBe(640);

    await submit();
    const row = await stored(title);
    expect(JSON.parse(row.design!).blocks.map((b: { type: string }) => b.type)).toEqual(["heading", "text", "button", "image", "divider"]);
    const html = row.html!;
    expect(html).toContain(`<img src="${logo}"`);
    expect(html).toContain("Νέο μενού &#60;φθινοπώρου&#62;</h1>");
    expect(html).toContain("Κολοκυθόπιτα &#38; ζεστή σοκολάτα.</p>");
    expect(html).toContain(`<img src="${picture}" alt="Κολοκυθόπιτα"`);
    expect(html).toContain('<a href="{wallet}" target="_blank"');
    expect(html).toContain("border-top:2px solid #b45309");
    // As it is sent: the wallet address in the button, the unsubscribe footer after the blocks.
    const sent = emailFor({ ...testEnv(), PUBLIC_ORIGIN: app.server.publicOrigin }, row, shop.company, {
      deliveryId: "d1",
      customerId: "c1",
      address: "a@example.gr",
    });
    expect(sent.html).toContain(`<a href="${wallet.replace("&", "&#38;")}" target="_blank"`);
    expect(sent.html.indexOf("Κολοκυθόπιτα")).toBeLessThan(sent.html.indexOf("Διαγραφή από τις ενημερώσεις"));
    expect(sent.text).toContain("Νέο μενού <φθινοπώρου>");
  });

  it("refuses to submit a block left empty, naming it", async () => {
    await newEmail(`Κενό ${randomInt(0, 1_000_000)}`, "Θέμα");
    await block(2).getByRole("textbox", { name: "Κείμενο", exact: true }).fill("Κείμενο");
    await page.getByRole("button", { name: "Υποβολή για έγκριση" }).click();
    await page.getByText("Στοιχείο 1 (επικεφαλίδα): γράψτε την επικεφαλίδα.").waitFor();
    expect(page.url()).toMatch(/\/admin\/alerts\/email\/new$/);
  });
});

describe("a template built from blocks", () => {
  it("fills a campaign's blocks, and the campaign is stored with them", { timeout: 60_000 }, async () => {
    const name = `Πρότυπο ${randomInt(0, 1_000_000)}`;
    await page.goto(`${app.server.url}/admin/settings?tab=email-templates`);
    await page.getByRole("button", { name: "Νέο πρότυπο" }).click();
    const dialog = page.locator(".ant-modal").filter({ hasText: "Νέο πρότυπο" });
    await dialog.getByLabel("Τίτλος").fill(name);
    await dialog.getByTestId("email-block").nth(0).getByLabel("Κείμενο επικεφαλίδας").fill("Καλώς ήρθατε στο πρόγραμμα");
    await dialog.getByTestId("email-block").nth(1).getByRole("textbox", { name: "Κείμενο", exact: true }).fill("Κάθε καφές σας δίνει πόντους.");
    await dialog.frameLocator('iframe[title="Προεπισκόπηση του κειμένου"]').getByRole("heading", { name: "Καλώς ήρθατε στο πρόγραμμα" }).waitFor();
    await dialog.getByRole("button", { name: "Αποθήκευση" }).click();
    await toast("Το πρότυπο προστέθηκε.");
    const template = await app.server.db.emailTemplate.findFirstOrThrow({ where: { companyId: shop.company.id, title: name } });
    expect(template.content).toContain("Καλώς ήρθατε στο πρόγραμμα</h1>");
    expect(JSON.parse(template.design!).blocks).toHaveLength(3);

    const title = `Από πρότυπο ${randomInt(0, 1_000_000)}`;
    await newEmail(title, "Καλώς ήρθατε");
    await page.getByLabel("Πρότυπο").click();
    await page.locator(".ant-select-item-option", { hasText: name }).click();
    await expect.poll(() => block(1).getByLabel("Κείμενο επικεφαλίδας").inputValue()).toBe("Καλώς ήρθατε στο πρόγραμμα");
    // Changed for this campaign only.
    await block(2).getByRole("textbox", { name: "Κείμενο", exact: true }).fill("Κάθε καφές σας δίνει διπλούς πόντους αυτόν τον μήνα.");
    await preview().getByText("Κάθε καφές σας δίνει διπλούς πόντους αυτόν τον μήνα.").waitFor();
    await submit();
    const row = await stored(title);
    expect(row.html).toContain("Καλώς ήρθατε στο πρόγραμμα</h1>");
    expect(row.html).toContain("Κάθε καφές σας δίνει διπλούς πόντους αυτόν τον μήνα.</p>");
    expect(JSON.parse(row.design!).blocks[0]).toEqual({ type: "heading", text: "Καλώς ήρθατε στο πρόγραμμα" });
  });
});

describe("hand-written HTML", () => {
  it("is still written, previewed and stored as written", async () => {
    const title = `HTML ${randomInt(0, 1_000_000)}`;
    await newEmail(title, "Δικό μου HTML");
    await page.getByText("HTML", { exact: true }).click();
    // The blocks so far become the HTML to start from.
    await expect.poll(() => page.getByLabel("Περιεχόμενο (HTML)").inputValue()).toContain("<!DOCTYPE html>");
    await page.getByLabel("Περιεχόμενο (HTML)").fill('<p style="color:#333">Χειροποίητο <a href="{wallet}">e-mail</a></p>');
    await preview().getByText("Χειροποίητο e-mail").waitFor();
    await submit();
    const row = await stored(title);
    expect(row.html).toBe('<p style="color:#333">Χειροποίητο <a href="{wallet}">e-mail</a></p>');
    expect(row.design).toBeNull();
  });
});
