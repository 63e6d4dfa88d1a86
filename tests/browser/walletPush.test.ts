// Web Push reaching a customer in Chromium at 390×844: the customer turns notifications on in the wallet,
// the shop's push campaign goes out through the real encrypted protocol to the subscription's push service
// (a local stand-in), and the message it carried, decrypted as the browser decrypts it, is shown by the
// wallet's service worker as the shop's notification, opening the campaign's link or the wallet at the shop.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { newContext, PHONE, useBrowser } from "../helpers/browser.js";
import { browserPushKeys, decryptPush, deliverPushToServiceWorker, pushService, standInPushRegistration, vapidKeyOf } from "../wallet/pushService.js";
import { addSubmission } from "../helpers/campaigns.js";
import { walletCodeFor } from "../helpers/outbox.js";
import { createShop } from "../helpers/shop.js";
import { nationalNumber, newPhone } from "../helpers/unique.js";
import { eventually } from "../helpers/wait.js";

// Web Push needs the full browser (the headless shell has no push service).
const app = useBrowser({ env: { JOBS_SCHEMA: `jobs_walletpush_${randomUUID().slice(0, 8)}` }, full: true });
let service: Awaited<ReturnType<typeof pushService>>;

beforeAll(async () => {
  service = await pushService();
});
afterAll(() => service?.close());

type ShownNotification = { title: string; body: string; icon: string; data: { url: string } };

it("a customer who turns notifications on in the wallet is shown the shop's push campaign", async () => {
  const shop = await createShop(app.server.db);
  const phone = newPhone();
  await app.server.db.customer.create({ data: { companyId: shop.company.id, phone, newsAcceptedAt: new Date() } });
  const keys = browserPushKeys();
  const endpoint = `${service.url}/push/${randomUUID()}`;

  const wallet = await newContext(app.browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  await wallet.grantPermissions(["notifications"], { origin: app.server.url });
  await standInPushRegistration(wallet, { endpoint, p256dh: keys.p256dh, auth: keys.auth });
  const page = await wallet.newPage();
  await page.goto(`${app.server.url}/wallet/`);
  await page.getByLabel("Κινητό τηλέφωνο").fill(nationalNumber(phone));
  await page.getByRole("button", { name: "Αποστολή κωδικού" }).click();
  await page.getByLabel("Κωδικός από το SMS").waitFor();
  await page.getByLabel("Κωδικός από το SMS").fill(await walletCodeFor(app.server.db, phone));
  await page.getByRole("button", { name: "Σύνδεση" }).click();
  await page.getByRole("button", { name: new RegExp(shop.company.name) }).waitFor();

  await page.getByRole("button", { name: "Λογαριασμός" }).click();
  await page.getByRole("button", { name: "Ειδοποιήσεις σε αυτή τη συσκευή" }).click();
  await page.getByRole("status").filter({ hasText: "Οι ειδοποιήσεις ενεργοποιήθηκαν σε αυτή τη συσκευή." }).waitFor();
  const user = await app.server.db.user.findUniqueOrThrow({ where: { phone } });
  expect(await app.server.db.webPushSubscription.findUnique({ where: { endpoint } })).toMatchObject({ userId: user.id, p256dh: keys.p256dh, auth: keys.auth });

  // The shop's campaigns: one with a link, one without (it opens the wallet at the shop).
  const logo = "https://cdn.example.com/kafe/logo.png";
  await app.server.db.company.update({ where: { id: shop.company.id }, data: { logo } });
  const owner = await shop.signIn(app.server.url);
  const withLink = await addSubmission(app.server.db, shop.company.id, "PUSH");
  const withoutLink = await app.server.db.alertReview.create({
    data: { companyId: shop.company.id, type: "PUSH", status: "APPROVED", title: "Διπλοί πόντοι", text: "Μόνο σήμερα, σε κάθε αγορά." },
  });
  const subscribedWithKey = await page.evaluate(() => (window as unknown as { pushSubscribedWithKey: string }).pushSubscribedWithKey);
  for (const [index, submission] of [withLink, withoutLink].entries()) {
    await owner.trpc.campaign.launch.mutate({ id: submission.id, audience: { kind: "all" } });
    const message = await eventually(async () => service.received.filter((request) => request.path === new URL(endpoint).pathname)[index]);
    // Signed with the key the wallet subscribed with, so the browser's push service takes it.
    expect(vapidKeyOf(message)).toBe(subscribedWithKey);
    await deliverPushToServiceWorker(wallet, page, `${app.server.url}/wallet/`, decryptPush(message, keys));
  }

  const shown = await eventually(async () => {
    const notifications = await page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, icon, data }) => ({ title, body, icon, data })),
    );
    return notifications.length === 2 ? (notifications as ShownNotification[]) : undefined;
  });
  expect(shown).toEqual([
    { title: `${shop.company.name}: ${withLink.title}`, body: withLink.text, icon: logo, data: { url: withLink.url } },
    {
      title: `${shop.company.name}: Διπλοί πόντοι`,
      body: "Μόνο σήμερα, σε κάθε αγορά.",
      icon: logo,
      data: { url: `${app.server.publicOrigin}/wallet/?shop=${shop.company.slug}` },
    },
  ]);
  await wallet.close();
});
