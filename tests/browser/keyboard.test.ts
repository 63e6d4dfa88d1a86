// The admin by keyboard alone, with what a screen reader would say: the counter (award, refused phone
// and amount, coupon redeemed and refused), sign-in with empty fields, the skip link, and a visible
// focus on every link of the sidebar and the header.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { newCouponCode } from "../../server/src/rewards/codes.js";
import { INVALID_PHONE_MESSAGE } from "../../server/src/shared/phone.js";
import { newContext, newPage, rememberCounterStore, signedInContext, useBrowser } from "../helpers/browser.js";
import { grantDemoStaff } from "../helpers/client.js";
import { focusedNode, recordAnnouncements, takeAnnouncements } from "../helpers/screenReader.js";
import { nationalNumber, newPhone } from "../helpers/unique.js";

const app = useBrowser();
let page: Page;
let company: { id: string; pointsMult: number; initiationGift: number; stampInitiationGift: number };

const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "");

/** Waits (as long as a loaded machine needs) until the focus is on the field with this label. */
const focusOn = (label: string) => page.waitForFunction((expected) => document.activeElement?.getAttribute("aria-label") === expected, label);

/** Generous for a loaded machine: the page answers in milliseconds. */
const POLL = { timeout: 20_000 };

/** Waits for the toast the page shows with an outcome: by then every announcement of it has been made. */
const toast = (text: string) => page.locator(".ant-notification-notice").filter({ hasText: text }).waitFor();

beforeAll(async () => {
  company = await app.server.db.company.findUniqueOrThrow({
    where: { slug: "kafe-athina" },
    select: { id: true, pointsMult: true, initiationGift: true, stampInitiationGift: true },
  });
  // The cashier here has the customers and history granted (the demo employee starts at the counter only).
  await grantDemoStaff(app.server.db);
  const context = await signedInContext(app.browser, app.server.url, "staff");
  await rememberCounterStore(context, (await app.server.db.store.findFirstOrThrow({ where: { companyId: company.id } })).id);
  await recordAnnouncements(context);
  page = await newPage(context);
});

describe("the counter by keyboard", () => {
  it("awards points: the result is announced once, and the cursor is back in the phone field", async () => {
    const phone = newPhone();
    await page.goto(`${app.server.url}/admin/points/add`);
    await focusOn("Τηλέφωνο πελάτη");
    await page.keyboard.type(nationalNumber(phone));
    await page.keyboard.press("Tab");
    await page.keyboard.type("12,50");
    await page.getByText(`Θα κερδίσει ${12 * company.pointsMult} πόντους`).waitFor();
    await takeAnnouncements(page);

    await page.keyboard.press("Enter");
    // A new phone: the confirmation has the focus on its «yes», so Enter again confirms.
    await page.getByRole("dialog").getByText("Δεν υπάρχει πελάτης με αυτό το τηλέφωνο").waitFor();
    await page.waitForFunction(() => document.activeElement?.textContent === "Ναι, νέος πελάτης");
    await page.keyboard.press("Enter");
    await page.getByTestId("award-result").getByText("Αγορά 12,50 €").waitFor();
    const earned = 12 * company.pointsMult;
    const welcome = [
      company.initiationGift > 0 ? `+${company.initiationGift} ${company.initiationGift === 1 ? "πόντος" : "πόντοι"}` : null,
      company.stampInitiationGift > 0 ? `+${company.stampInitiationGift} ${company.stampInitiationGift === 1 ? "στάμπα" : "στάμπες"}` : null,
    ].filter(Boolean);
    const gift = welcome.length ? ` Δώρο καλωσορίσματος: ${welcome.join(", ")}` : "";
    const stamps = 1 + company.stampInitiationGift;
    expect(await takeAnnouncements(page)).toEqual([
      `${phone} Νέος πελάτης Κέρδισε +${earned} πόντοι, +1 στάμπα Νέο υπόλοιπο ${earned + company.initiationGift} πόντοι ${stamps} ${stamps === 1 ? "στάμπα" : "στάμπες"} Αγορά 12,50 €${gift}`,
    ]);
    await focusOn("Τηλέφωνο πελάτη");
  });

  it("refuses an invalid phone: the focus goes to the field, which says why, and nothing else is said", async () => {
    await page.goto(`${app.server.url}/admin/points/add`);
    await focusOn("Τηλέφωνο πελάτη");
    await page.keyboard.type("12345");
    await page.keyboard.press("Tab");
    await page.keyboard.type("5");
    await takeAnnouncements(page);
    await page.keyboard.press("Enter");

    await focusOn("Τηλέφωνο πελάτη");
    await expect.poll(() => focusedNode(page), POLL).toEqual({ role: "textbox", name: "Τηλέφωνο πελάτη", description: INVALID_PHONE_MESSAGE, invalid: true });
    expect(await takeAnnouncements(page)).toEqual([]);
    await expect.poll(() => page.getByTestId("award-result").count()).toBe(0);
  });

  it("refuses an invalid amount the same way", async () => {
    await page.goto(`${app.server.url}/admin/points/add`);
    await focusOn("Τηλέφωνο πελάτη");
    await page.keyboard.type(nationalNumber(newPhone()));
    await page.keyboard.press("Tab");
    await page.keyboard.type("12,5,0");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => focusedNode(page), POLL)
      .toEqual({ role: "textbox", name: "Ποσό αγοράς", description: "Δώστε ποσό σε ευρώ, π.χ. 12,50.", invalid: true });
  });

  it("redeems a coupon, then refuses it again: each outcome is announced once", async () => {
    const customer = await app.server.db.customer.create({ data: { companyId: company.id, phone: newPhone() } });
    await app.server.db.gifted.create({ data: { companyId: company.id, customerId: customer.id, points: 100 } });
    const code = newCouponCode("points");
    await app.server.db.coupon.create({ data: { code, points: 40, title: "Δωρεάν cappuccino", customerId: customer.id } });

    await page.goto(`${app.server.url}/admin/coupons`);
    await focusOn("Κωδικός κουπονιού");
    await page.keyboard.type(code);
    await takeAnnouncements(page);
    await page.keyboard.press("Enter");
    await page.getByTestId("redeemed-coupon").waitFor();
    await toast("Το κουπόνι εξαργυρώθηκε με επιτυχία!");
    const redeemed = await takeAnnouncements(page);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).toMatch(new RegExp(`^Εξαργυρώθηκε Δωρεάν cappuccino Πελάτης \\${customer.phone} Κωδικός ${code} Ώρα \\d+ \\S+ \\d{4}, \\d\\d:\\d\\d$`));
    await focusOn("Κωδικός κουπονιού");

    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    // A refusal is said by the result alone (no toast beside it).
    await page.locator(".result-alert-error").filter({ hasText: code }).waitFor();
    const refused = await takeAnnouncements(page);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(new RegExp(`^Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά Έχει ήδη εξαργυρωθεί στις [\\d/]+, [\\d:]+\\. Κωδικός ${code}$`));
    expect(await page.locator(".ant-notification-notice").filter({ hasText: "δεν εξαργυρώθηκε" }).count()).toBe(0);
    await focusOn("Κωδικός κουπονιού");
  });
});

describe("sign-in by keyboard", () => {
  it("moves the focus to the first empty field, which says what to fill in", async () => {
    const signIn = await (await newContext(app.browser)).newPage();
    await signIn.goto(`${app.server.url}/auth/signin`);
    const button = signIn.getByRole("button", { name: "Σύνδεση", exact: true });
    await button.focus();
    await signIn.keyboard.press("Enter");
    await expect
      .poll(() => focusedNode(signIn), POLL)
      .toEqual({ role: "textbox", name: "E-mail", description: "Συμπληρώστε ένα έγκυρο e-mail.", invalid: true });
    await signIn.context().close();
  });
});

/** How many pixels of `clip` differ between two screenshots (decoded in the page, which has a canvas). */
function changedPixels(before: Buffer, after: Buffer) {
  return page.evaluate(
    async ([a, b]) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [x, y] = await Promise.all([pixels(a), pixels(b)]);
      let changed = 0;
      for (let i = 0; i < x.length; i += 4) if (x[i] !== y[i] || x[i + 1] !== y[i + 1] || x[i + 2] !== y[i + 2]) changed++;
      return changed;
    },
    [before.toString("base64"), after.toString("base64")],
  );
}

describe("focus in the sidebar and the header", () => {
  it("shows a visible focus on every link tabbed to, from the skip link to sign-out", async () => {
    await page.goto(`${app.server.url}/admin/customers`);
    await page.getByRole("heading", { level: 1, name: "Πελάτες" }).waitFor();
    const seen: string[] = [];
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const inFrame = element.closest(".admin-sider, .admin-header") !== null || element.classList.contains("skip-link");
        // The ring may be drawn around the link or around the menu item that holds it.
        const box = (element.closest("li") ?? element).getBoundingClientRect();
        const own = element.getBoundingClientRect();
        const left = Math.min(box.left, own.left) - 6;
        const top = Math.min(box.top, own.top) - 6;
        const right = Math.max(box.right, own.right) + 6;
        const bottom = Math.max(box.bottom, own.bottom) + 6;
        return {
          inFrame,
          link: element.tagName === "A",
          clip: { x: Math.max(0, left), y: Math.max(0, top), width: right - Math.max(0, left), height: bottom - Math.max(0, top) },
        };
      });
      if (!focused.inFrame) break;
      const { role, name } = await focusedNode(page);
      const text = focused.link && role === "link" ? name : `not a link: ${role} «${name}»`;
      const withFocus = await page.screenshot({ clip: focused.clip });
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        element.dataset.focusProbe = "";
        element.blur();
      });
      const withoutFocus = await page.screenshot({ clip: focused.clip });
      const perimeter = 2 * (focused.clip.width + focused.clip.height);
      expect(await changedPixels(withFocus, withoutFocus), `focus on «${text}»`).toBeGreaterThanOrEqual(perimeter / 2);
      seen.push(text);
      // Back on this link (still after keyboard use, so focus-visible) for the next Tab.
      await page.evaluate(() => {
        const element = document.querySelector<HTMLElement>("[data-focus-probe]")!;
        delete element.dataset.focusProbe;
        element.focus();
      });
    }
    // Links only (no stop on a whole menu), each once, named as a screen reader says them: the
    // cashier's sidebar of «Καφέ Αθηνά».
    expect(seen).toEqual([
      "Μετάβαση στο περιεχόμενο",
      "Καφέ Αθηνά",
      "Πόντοι",
      "Κουπόνια",
      "Ιστορικό",
      "Πελάτες",
      "Επικοινωνία",
      "staff@kafe-athina.gr",
      "Αποσύνδεση",
    ]);
  });

  it("leads past the sidebar with the skip link: the customer search is three presses of Tab away", async () => {
    await page.goto(`${app.server.url}/admin/customers`);
    await page.getByRole("heading", { level: 1, name: "Πελάτες" }).waitFor();
    await page.keyboard.press("Tab");
    expect(await focusedLabel()).toBe("Μετάβαση στο περιεχόμενο");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("admin-content");
    await page.keyboard.press("Tab"); // the page's own button, «Εξαγωγή CSV»
    expect(await page.evaluate(() => document.activeElement?.closest("#admin-content") !== null)).toBe(true);
    await page.keyboard.press("Tab");
    expect(await focusedLabel()).toBe("Αναζήτηση πελάτη");
  });
});
