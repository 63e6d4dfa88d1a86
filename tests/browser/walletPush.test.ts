// Web Push reaching a customer in Chromium at 390×844: the customer turns notifications on in the wallet,
// the shop's push campaign goes out through the real encrypted protocol to the subscription's push service
// (a local stand-in), and the message it carried, decrypted as the browser decrypts it, is shown by the
// wallet's service worker as the shop's notification, opening the campaign's link or the wallet at the shop.
import { randomUUID } from "node:crypto";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { launchBrowser, newContext, PHONE } from "../helpers/browser.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { addSubmission, eventually } from "../campaigns/support.js";
import { createShop, newPhone } from "../counter/support.js";
import { browserPushKeys, decryptPush, deliverPushToServiceWorker, pushService, standInPushRegistration, vapidKeyOf } from "../wallet/pushService.js";
import { codeFromOutbox } from "../wallet/support.js";

let server: TestServer;
let browser: Browser;
let service: Awaited<ReturnType<typeof pushService>>;

beforeAll(async () => {
  [server, browser, service] = await Promise.all([
    startServer({ env: { JOBS_SCHEMA: `jobs_walletpush_${randomUUID().slice(0, 8)}` } }),
    launchBrowser(),
    pushService(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  await service?.close();
});

type ShownNotification = { title: string; body: string; icon: string; data: { url: string } };

it("a customer who turns notifications on in the wallet is shown the shop's push campaign", async () => {
  const shop = await createShop(server.db);
  const phone = newPhone();
  await server.db.customer.create({ data: { companyId: shop.company.id, phone, newsAcceptedAt: new Date() } });
  const keys = browserPushKeys();
  const endpoint = `${service.url}/push/${randomUUID()}`;

  const wallet = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  await wallet.grantPermissions(["notifications"], { origin: server.url });
  await standInPushRegistration(wallet, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  const page = await wallet.newPage();
  await page.goto(`${server.url}/wallet/`);
  await page.getByLabel("Κινητό τηλέφωνο").fill(phone.replace("+30", ""));
  await page.getByRole("button", { name: "Αποστολή κωδικού" }).click();
  await page.getByLabel("Κωδικός από το SMS").waitFor();
  await page.getByLabel("Κωδικός από το SMS").fill(await codeFromOutbox(server.db, phone));
  await page.getByRole("button", { name: "Σύνδεση" }).click();
  await page.getByRole("button", { name: new RegExp(shop.company.name) }).waitFor();

  await page.getByRole("button", { name: "Λογαριασμός" }).click();
  await page.getByRole("button", { name: "Ειδοποιήσεις σε αυτή τη συσκευή" }).click();
  await page.getByRole("status").filter({ hasText: "Οι ειδοποιήσεις ενεργοποιήθηκαν σε αυτή τη συσκευή." }).waitFor();
  const user = await server.db.user.findUniqueOrThrow({ where: { phone } });
  expect(await server.db.webPushSubscription.findUnique({ where: { endpoint } })).toMatchObject({ userId: user.id, p256dh: keys.p256dh, auth: keys.auth });

  // The shop's campaigns: one with a link, one without (it opens the wallet at the shop).
  const logo = "https://cdn.example.com/kafe/logo.png";
  await server.db.company.update({ where: { id: shop.company.id }, data: { logo } });
  const owner = await shop.signIn(server.url);
  const withLink = await addSubmission(server.db, shop.company.id, "PUSH");
  const withoutLink = await server.db.alertReview.create({
    data: { companyId: shop.company.id, type: "PUSH", status: "APPROVED", title: "Διπλοί πόντοι", text: "Μόνο σήμερα, σε κάθε αγορά." },
  });
  const subscribedWithKey = await page.evaluate(() => (window as unknown as { pushSubscribedWithKey: string }).pushSubscribedWithKey);
  for (const [index, submission] of [withLink, withoutLink].entries()) {
    await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
    const message = await eventually(async () => service.received.filter((request) => request.path === new URL(endpoint).pathname)[index]);
    // Signed with the key the wallet subscribed with, so the browser's push service takes it.
    expect(vapidKeyOf(message)).toBe(subscribedWithKey);
    await deliverPushToServiceWorker(wallet, page, `${server.url}/wallet/`, decryptPush(message, keys));
  }

  const shown = await eventually(async () => {
    const notifications = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, icon, data }) => ({ title, body, icon, data })),
    );
    return notifications.length === 2 ? (notifications as ShownNotification[]) : undefined;
  });
  expect(shown).toEqual([
    { title: `${shop.company.name}: ${withLink.title}`, body: withLink.text, icon: logo, data: { url: withLink.url } },
    { title: `${shop.company.name}: Διπλοί πόντοι`, body: "Μόνο σήμερα, σε κάθε αγορά.", icon: logo, data: { url: `${server.publicOrigin}/wallet/?shop=${shop.company.slug}` } },
  ]);
  await wallet.close();
});
