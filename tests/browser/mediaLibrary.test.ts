// The media libraries in a real browser: the owner finds an image by part of its (Greek) name, is refused
// the deletion of the image the shop's logo uses (the refusal says so, in place), deletes an image
// nothing uses (gone from the grid and from the server); the platform admin finds and deletes an image
// of the shared library.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.js";
import { contextOf, newPage, signedInContext, useBrowser } from "../helpers/browser.js";
import { createShop } from "../helpers/shop.js";

// A 1×1 PNG: the server checks that the bytes are an image of the declared type.
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const app = useBrowser();

async function uploadIn(library: Locator, name: string) {
  await library.getByLabel("Ανέβασμα εικόνας").setInputFiles({ name, mimeType: "image/png", buffer: TINY_PNG });
  await library.getByTestId("media-item").filter({ hasText: name }).waitFor();
}

const tile = (library: Locator, name: string) => library.getByTestId("media-item").filter({ hasText: name });

async function deleteTile(page: Page, library: Locator, name: string) {
  await tile(library, name)
    .getByRole("button", { name: `Διαγραφή της εικόνας «${name}»` })
    .click();
  await page.locator(".ant-popconfirm").getByRole("button", { name: "Διαγραφή" }).click();
}

const served = async (url: string) => (await fetch(url)).status;

describe("the shop's media library", () => {
  it("searches by name, refuses to delete the logo's image naming the use, and deletes an unused one with its file", async () => {
    const shop = await createShop(app.server.db);
    const page = await newPage(await contextOf(app.browser, app.server.publicOrigin, await shop.signIn(app.server.url)));
    await page.goto(`${app.server.publicOrigin}/admin/settings`);
    await page.getByRole("button", { name: "Λογότυπο", exact: true }).click();
    const library = page.getByRole("dialog");
    await library.getByText("Δεν υπάρχουν εικόνες ακόμη").waitFor();
    await uploadIn(library, "παλιό-μενού.png");
    await uploadIn(library, "Λογότυπο καλοκαίρι.png");
    // The last upload is picked: it becomes the logo.
    await library.getByRole("button", { name: "Επιλεγμένη εικόνα «Λογότυπο καλοκαίρι.png»" }).waitFor();
    await library.getByRole("button", { name: "Επιλογή", exact: true }).click();
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await page.getByText("Το προφίλ του καταστήματος αποθηκεύτηκε.").waitFor();

    await page.getByRole("button", { name: "Λογότυπο", exact: true }).click();
    await tile(library, "παλιό-μενού.png").waitFor();
    // Search by part of the name, in another case: only that image is left in the grid.
    await library.getByLabel("Αναζήτηση εικόνας με όνομα").fill("ΚΑΛΟΚΑ");
    await tile(library, "παλιό-μενού.png").waitFor({ state: "detached" });
    await expect(library.getByTestId("media-item").allInnerTexts()).resolves.toEqual(["Λογότυπο καλοκαίρι.png"]);
    await library.getByLabel("Αναζήτηση εικόνας με όνομα").fill("τίποτα τέτοιο");
    await library.getByText("Καμία εικόνα με «τίποτα τέτοιο» στο όνομα.").waitFor();
    await library.getByLabel("Αναζήτηση εικόνας με όνομα").fill("");
    await tile(library, "παλιό-μενού.png").waitFor();

    // The logo's image is refused, and the refusal says where it is used.
    await deleteTile(page, library, "Λογότυπο καλοκαίρι.png");
    const refusal = library.getByRole("alert").filter({ hasText: "Η εικόνα δεν διαγράφηκε" });
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain("Η εικόνα χρησιμοποιείται και δεν διαγράφεται: λογότυπο του καταστήματος.");
    await expect(tile(library, "Λογότυπο καλοκαίρι.png").count()).resolves.toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // An image nothing uses goes, with its file.
    const unused = await app.server.db.asset.findFirstOrThrow({ where: { companyId: shop.company.id, name: "παλιό-μενού.png" } });
    expect(await served(unused.url)).toBe(200);
    await deleteTile(page, library, "παλιό-μενού.png");
    await page.locator(".ant-notification-notice").filter({ hasText: "Η εικόνα διαγράφηκε." }).waitFor();
    await tile(library, "παλιό-μενού.png").waitFor({ state: "detached" });
    await refusal.waitFor({ state: "detached" });
    expect(await served(unused.url)).toBe(404);
    await expect(app.server.db.asset.count({ where: { id: unused.id } })).resolves.toBe(0);
    await page.context().close();
  });
});

describe("the shared media library", () => {
  it("lets the platform admin find an image by name and delete it", async () => {
    const page = await newPage(await signedInContext(app.browser, app.server.publicOrigin, "admin"));
    await page.goto(`${app.server.publicOrigin}/admin/platform/media`);
    const library = page.locator(".media-library");
    const name = `Χριστούγεννα-${Date.now()}.png`;
    await uploadIn(library, name);
    await library.getByLabel("Αναζήτηση εικόνας με όνομα").fill(name.slice(0, 18));
    await expect.poll(() => library.getByTestId("media-item").allInnerTexts()).toEqual([name]);

    const asset = await app.server.db.asset.findFirstOrThrow({ where: { companyId: null, name } });
    await deleteTile(page, library, name);
    await page.locator(".ant-notification-notice").filter({ hasText: "Η εικόνα διαγράφηκε." }).waitFor();
    await library.getByText(`Καμία εικόνα με «${name.slice(0, 18)}» στο όνομα.`).waitFor();
    expect(await served(asset.url)).toBe(404);
    await page.context().close();
  });
});
