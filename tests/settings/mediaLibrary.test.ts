// The media libraries over HTTP: an image is found by part of its name (the uploader's own, Greek
// included, any case); deleting one removes its row and its stored file; an image in use (the logo, a
// stamp image, a reward's, a campaign's, an e-mail template's, coupons customers hold) is refused with a
// Greek sentence that names each use; one shop cannot delete another's image nor a shared one; the
// platform deletes shared images, refused too while a shop uses one (naming the shop).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUnregisteredUploads } from "../../server/src/storage/uploads.js";
import { signIn, signInAs, type ApiClient } from "../helpers/client.js";
import { failure } from "../helpers/errors.js";
import { startServer, testEnv, type TestServer } from "../helpers/server.js";
import { createShop, type TestShop } from "../helpers/shop.js";
import { createEmployee } from "../helpers/staff.js";
import { newCustomer } from "../helpers/customers.js";

const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await signInAs(server.url, "admin");
});
afterAll(() => server?.close());

/** Uploads TINY_PNG to the shop's library (or the shared one) through the local driver; returns its address. */
async function upload(client: ApiClient, fileName: string, shared = false): Promise<string> {
  const signed = await client.fetch(shared ? "/api/upload/admin" : "/api/upload", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ file_key: `u/${Date.now()}-${fileName}`, type: "image/png", size: TINY_PNG.length }),
  });
  expect(signed.status).toBe(200);
  const { url } = (await signed.json()) as { url: string };
  const target = new URL(url);
  const put = await fetch(`${server.url}${target.pathname}${target.search}`, { method: "PUT", headers: { "content-type": "image/png" }, body: TINY_PNG });
  expect(put.status).toBeLessThan(300);
  return url.slice(0, url.indexOf("?"));
}
const served = async (address: string) => (await fetch(`${server.url}${new URL(address).pathname}`)).status;

async function shopWithOwner(): Promise<{ shop: TestShop; owner: ApiClient }> {
  const shop = await createShop(server.db);
  return { shop, owner: await shop.signIn(server.url) };
}

describe("search by name", () => {
  it("finds the shop's images by part of the uploader's file name, in any case, and the shared ones too", async () => {
    const { owner } = await shopWithOwner();
    const summer = await owner.trpc.mediaLibrary.add.mutate({ url: await upload(owner, "logo.png"), name: "Λογότυπο καλοκαιριού.png" });
    const winter = await owner.trpc.mediaLibrary.add.mutate({ url: await upload(owner, "winter-menu.png") });
    expect(summer.name).toBe("Λογότυπο καλοκαιριού.png");
    // Without a name given, the address's file name without its timestamp.
    expect(winter.name).toBe("winter-menu.png");

    const names = async (search?: string) =>
      (await owner.trpc.mediaLibrary.get.query(search === undefined ? undefined : { search })).filter((item) => !item.shared).map((item) => item.name);
    expect(await names("ΚΑΛΟΚΑΙΡ")).toEqual(["Λογότυπο καλοκαιριού.png"]);
    expect(await names("menu")).toEqual(["winter-menu.png"]);
    expect(await names("δεν-υπάρχει")).toEqual([]);
    expect(await names("")).toHaveLength(2);
    expect(await names()).toHaveLength(2);

    const shared = await admin.trpc.mediaLibrary.adminAdd.mutate({ url: await upload(admin, "x.png", true), name: "Χριστουγεννιάτικο αστέρι.png" });
    expect((await admin.trpc.mediaLibrary.adminGet.query({ search: "αστέρι" })).map((item) => item.id)).toEqual([shared.id]);
    expect((await owner.trpc.mediaLibrary.get.query({ search: "αστέρι" })).map((item) => item.id)).toContain(shared.id);
    await admin.trpc.mediaLibrary.adminRemove.mutate({ id: shared.id });
  });

  it("refuses a search longer than 200 characters with a Greek message", async () => {
    const { owner } = await shopWithOwner();
    expect(await failure(owner.trpc.mediaLibrary.get.query({ search: "α".repeat(201) }))).toMatchObject({
      data: { code: "BAD_REQUEST" },
      message: "Η αναζήτηση είναι έως 200 χαρακτήρες.",
    });
  });
});

describe("deleting a shop's image", () => {
  it("removes the row and the stored file of an image nothing uses", async () => {
    const { shop, owner } = await shopWithOwner();
    const url = await upload(owner, "unused.png");
    const item = await owner.trpc.mediaLibrary.add.mutate({ url, name: "Παλιό.png" });
    expect(await served(url)).toBe(200);

    expect(await owner.trpc.mediaLibrary.remove.mutate({ id: item.id })).toEqual({ id: item.id, fileRemoved: true });
    expect(await owner.trpc.mediaLibrary.get.query()).not.toContainEqual(expect.objectContaining({ id: item.id }));
    expect(await served(url)).toBe(404);
    // The daily removal of unregistered uploads would have retried the file; it finds nothing left to do.
    await removeUnregisteredUploads({ db: server.db, env: testEnv(), log: server.log });
    expect(await server.db.upload.count({ where: { owner: shop.company.id, key: new URL(url).pathname.slice(1), bytes: 0 } })).toBe(0);
    // Twice: the second is a NOT_FOUND with its Greek message.
    expect(await failure(owner.trpc.mediaLibrary.remove.mutate({ id: item.id }))).toMatchObject({
      data: { code: "NOT_FOUND" },
      message: "Η εικόνα δεν βρέθηκε.",
    });
  });

  it("refuses an image in use, naming every use, and keeps it and its file", async () => {
    const { shop, owner } = await shopWithOwner();
    const url = await upload(owner, "everywhere.png");
    const item = await owner.trpc.mediaLibrary.add.mutate({ url });
    await server.db.company.update({ where: { id: shop.company.id }, data: { logo: url, emptyStampImage: url } });
    const reward = await server.db.reward.create({ data: { companyId: shop.company.id, points: 50, title: "Δωρεάν καφές", url } });
    await server.db.stampReward.create({ data: { companyId: shop.company.id, points: 8, title: "Κρουασάν", url } });
    await server.db.alertReview.create({ data: { companyId: shop.company.id, type: "PUSH", title: "Νέο μενού", text: "Δοκιμάστε το", image: url } });
    await server.db.emailTemplate.create({ data: { companyId: shop.company.id, title: "Καλωσόρισμα", content: `<p><img src="${url}"></p>` } });
    const customer = await newCustomer(server.db, shop.company.id, { points: 50 });
    await server.db.coupon.create({ data: { code: `M${Date.now()}`, points: 50, title: reward.title, url, customerId: customer.id, rewardId: reward.id } });

    const refused = await failure(owner.trpc.mediaLibrary.remove.mutate({ id: item.id }));
    expect(refused.data?.code).toBe("CONFLICT");
    expect(refused.message).toBe(
      "Η εικόνα χρησιμοποιείται και δεν διαγράφεται: λογότυπο του καταστήματος, εικόνα κενής στάμπας, ανταμοιβή «Δωρεάν καφές», " +
        "ανταμοιβή στάμπας «Κρουασάν», καμπάνια «Νέο μενού», πρότυπο e-mail «Καλωσόρισμα», 1 κουπόνι πελάτη σε ισχύ. " +
        "Αλλάξτε πρώτα την εικόνα εκεί και δοκιμάστε ξανά.",
    );
    expect(await owner.trpc.mediaLibrary.get.query()).toContainEqual(expect.objectContaining({ id: item.id }));
    expect(await served(url)).toBe(200);

    // Matched by the file, not the whole address: a logo saved under an earlier origin still counts.
    await server.db.company.update({ where: { id: shop.company.id }, data: { logo: `https://old.example${new URL(url).pathname}`, emptyStampImage: null } });
    expect((await failure(owner.trpc.mediaLibrary.remove.mutate({ id: item.id }))).message).toMatch(
      /^Η εικόνα χρησιμοποιείται και δεν διαγράφεται: λογότυπο του καταστήματος, ανταμοιβή/,
    );
  });

  it("lets no other shop, no employee and no shop owner delete what is not theirs", async () => {
    const { shop, owner } = await shopWithOwner();
    const item = await owner.trpc.mediaLibrary.add.mutate({ url: await upload(owner, "mine.png") });
    const { owner: stranger } = await shopWithOwner();
    expect(await failure(stranger.trpc.mediaLibrary.remove.mutate({ id: item.id }))).toMatchObject({
      data: { code: "NOT_FOUND" },
      message: "Η εικόνα δεν βρέθηκε.",
    });
    expect(await failure(admin.trpc.mediaLibrary.adminRemove.mutate({ id: item.id }))).toMatchObject({ data: { code: "NOT_FOUND" } });
    const { email, password } = await createEmployee(server.db, shop.company.slug);
    const employee = await signIn(server.url, email, password);
    expect(await failure(employee.trpc.mediaLibrary.remove.mutate({ id: item.id }))).toMatchObject({ data: { code: "FORBIDDEN" } });

    const shared = await admin.trpc.mediaLibrary.adminAdd.mutate({ url: await upload(admin, "shared.png", true) });
    expect(await failure(owner.trpc.mediaLibrary.remove.mutate({ id: shared.id }))).toMatchObject({
      data: { code: "FORBIDDEN" },
      message: "Οι κοινόχρηστες εικόνες αφαιρούνται μόνο από την ομάδα της πλατφόρμας.",
    });
    expect(await server.db.asset.count({ where: { id: { in: [item.id, shared.id] } } })).toBe(2);
    expect(await failure(owner.trpc.mediaLibrary.adminRemove.mutate({ id: shared.id }))).toMatchObject({ data: { code: "FORBIDDEN" } });
    await admin.trpc.mediaLibrary.adminRemove.mutate({ id: shared.id });
  });
});

describe("deleting a shared image", () => {
  it("removes an image no shop uses, and refuses one a shop uses, naming the shop", async () => {
    const url = await upload(admin, "autumn.png", true);
    const item = await admin.trpc.mediaLibrary.adminAdd.mutate({ url, name: "Φθινόπωρο.png" });
    const { shop } = await shopWithOwner();
    await server.db.company.update({ where: { id: shop.company.id }, data: { fullStampImage: url } });
    const refused = await failure(admin.trpc.mediaLibrary.adminRemove.mutate({ id: item.id }));
    expect(refused).toMatchObject({ data: { code: "CONFLICT" } });
    expect(refused.message).toContain(`εικόνα γεμάτης στάμπας (${shop.company.name})`);
    expect(await served(url)).toBe(200);

    await server.db.company.update({ where: { id: shop.company.id }, data: { fullStampImage: null } });
    expect(await admin.trpc.mediaLibrary.adminRemove.mutate({ id: item.id })).toEqual({ id: item.id, fileRemoved: true });
    expect(await served(url)).toBe(404);
    expect((await admin.trpc.mediaLibrary.adminGet.query()).map((row) => row.id)).not.toContain(item.id);
  });
});
