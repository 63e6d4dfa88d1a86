// Shop settings over HTTP: the owner's profile and programmes round-trip, bad input is refused with
// Greek field errors, and nobody but the owner can read or change them. Every test uses its own shop.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAs, type ApiClient } from "../helpers/client.js";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";

let server: TestServer;
let staff: ApiClient;

beforeAll(async () => {
  server = await startServer();
  staff = await signInAs(server.url, "staff");
});
afterAll(() => server?.close());

const profile = {
  name: "Ζαχαροπλαστείο Δοκιμής",
  subtitle: "Γλυκά από το 1985",
  logo: "https://cdn.example.com/logo.png",
  phone: "210 123 4567",
  website: "https://zaxaroplasteio.example.gr",
  address: "Ερμού 10, Αθήνα",
  latitude: 37.9757,
  longitude: 23.7339,
  taxNumber: "094014201",
  sendingEmail: "Info@Zaxaroplasteio.example.gr",
  brandColor: "#B45309",
};

const points = {
  pointsEnabled: true,
  pointsMult: 3,
  initiationGift: 50,
  birthdayGift: 100,
  birthdayNotification: "Χρόνια πολλά! Σας περιμένει ένα δώρο.",
  warningAmount: "15000",
  maxAmount: "200000",
  showOldCustomer: true,
  pointsExpireMonths: 12,
  hiddenCouponsPerDay: 2,
};

const stamps = {
  stampsEnabled: true,
  fullStampImage: "https://cdn.example.com/full.png",
  emptyStampImage: "https://cdn.example.com/empty.png",
  stampDescription: "Μια στάμπα για κάθε καφέ",
  stampSuccessDescription: "Πήρατε μια στάμπα!",
  stampPrice: "250",
  stampBirthdayGift: 2,
  stampInitiationGift: 1,
  stampsExpireMonths: null,
};

describe("settings", () => {
  it("round-trips the profile and both programmes, and company.get sees the change", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const saved = await owner.trpc.settings.updateProfile.mutate(profile);
    expect(saved).toEqual({ ...profile, phone: "+302101234567", sendingEmail: "info@zaxaroplasteio.example.gr", brandColor: "#b45309" });
    expect(await owner.trpc.settings.updatePoints.mutate(points)).toEqual(points);
    expect(await owner.trpc.settings.updateStamps.mutate(stamps)).toEqual(stamps);
    expect(await owner.trpc.settings.get.query()).toEqual({ profile: saved, points, stamps });
    const company = await owner.trpc.company.get.query();
    expect(company).toMatchObject({ name: profile.name, pointsMult: 3, taxNumber: "094014201" });

    // Emptied fields are stored as nothing, not as empty strings.
    const cleared = await owner.trpc.settings.updateProfile.mutate({
      ...profile,
      subtitle: "  ",
      logo: null,
      website: "",
      latitude: null,
      longitude: null,
      taxNumber: "",
    });
    expect(cleared).toMatchObject({ subtitle: null, logo: null, website: null, latitude: null, longitude: null, taxNumber: null });
    const row = await server.db.company.findUniqueOrThrow({ where: { id: shop.company.id } });
    expect(row.subtitle).toBeNull();
    expect(row.warningAmount).toBe(15000);
  });

  it("answers company.get with the shop as just saved, every time (not the membership kept in memory)", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    await owner.trpc.company.get.query();
    // The membership a request is admitted with may be kept until the change's notification arrives;
    // the admin reads the shop right after a save (the sidebar's logo), so the read must see the save.
    for (let round = 0; round < 20; round++) {
      const logo = `https://cdn.example.com/logo-${round}.png`;
      await owner.trpc.settings.updateProfile.mutate({ ...profile, logo });
      expect((await owner.trpc.company.get.query()).logo).toBe(logo);
    }
  });

  it("refuses bad values with Greek messages on the field and changes nothing", async () => {
    const shop = await createShop(server.db, { pointsMult: 2 });
    const owner = await shop.signIn(server.url);

    const badAfm = await failure(owner.trpc.settings.updateProfile.mutate({ ...profile, taxNumber: "123456789" }));
    expect(badAfm.data?.code).toBe("BAD_REQUEST");
    expect(badAfm.message).toBe("Μη έγκυρος ΑΦΜ.");
    expect(badAfm.data?.zodError?.fieldErrors.taxNumber).toEqual(["Μη έγκυρος ΑΦΜ."]);

    const negative = await failure(owner.trpc.settings.updatePoints.mutate({ ...points, pointsMult: -1 }));
    expect(negative.data?.code).toBe("BAD_REQUEST");
    expect(negative.data?.zodError?.fieldErrors.pointsMult).toEqual(["Ο πολλαπλασιαστής πόντων πρέπει να είναι ακέραιος από 1 έως 100."]);
    const noExpiry = await failure(owner.trpc.settings.updatePoints.mutate({ ...points, pointsExpireMonths: 0 }));
    expect(noExpiry.data?.zodError?.fieldErrors.pointsExpireMonths).toEqual(["Οι μήνες λήξης πρέπει να είναι ακέραιος από 1 έως 120."]);

    const half = await failure(owner.trpc.settings.updateProfile.mutate({ ...profile, longitude: null }));
    expect(half.data?.zodError?.fieldErrors.longitude).toEqual(["Συμπληρώστε και το γεωγραφικό πλάτος και το μήκος."]);

    const badUrl = await failure(owner.trpc.settings.updateStamps.mutate({ ...stamps, fullStampImage: "javascript:alert(1)" }));
    expect(badUrl.data?.zodError?.fieldErrors.fullStampImage).toEqual(["Μη έγκυρη διεύθυνση URL."]);

    const badMail = await failure(owner.trpc.settings.updateProfile.mutate({ ...profile, sendingEmail: "όχι e-mail" }));
    expect(badMail.data?.zodError?.fieldErrors.sendingEmail).toEqual(["Μη έγκυρη διεύθυνση e-mail."]);
    const badColour = await failure(owner.trpc.settings.updateProfile.mutate({ ...profile, brandColor: "red; background:url(x)" }));
    expect(badColour.data?.zodError?.fieldErrors.brandColor).toEqual(["Μη έγκυρο χρώμα: γράψτε το ως #rrggbb."]);

    const badGift = await failure(owner.trpc.settings.updateStamps.mutate({ ...stamps, stampBirthdayGift: 1.5 }));
    expect(badGift.data?.zodError?.fieldErrors.stampBirthdayGift).toEqual(["Οι στάμπες δώρου πρέπει να είναι ακέραιος από 0 έως 100."]);

    const row = await server.db.company.findUniqueOrThrow({ where: { id: shop.company.id } });
    expect(row).toMatchObject({ pointsMult: 2, taxNumber: null, name: shop.company.name });
  });

  it("is for the owner only: an employee is refused every settings procedure", async () => {
    const before = await server.db.company.findFirstOrThrow({ where: { slug: "kafe-athina" } });
    const calls = [
      () => staff.trpc.settings.get.query(),
      () => staff.trpc.settings.updatePoints.mutate({ ...points, pointsMult: 7 }),
      () => staff.trpc.settings.updateProfile.mutate(profile),
      () => staff.trpc.store.list.query(),
      () => staff.trpc.tag.create.mutate({ label: "Απαγορευμένη", description: null }),
      () => staff.trpc.reward.list.query(),
      () => staff.trpc.emailList.list.query(),
      () => staff.trpc.customOptionDefinition.delete.mutate({ key: "Γάλα" }),
    ];
    for (const call of calls) {
      const error = await failure(call());
      expect(error.data?.code).toBe("FORBIDDEN");
      expect(error.message).toBe("Μόνο ο ιδιοκτήτης του καταστήματος μπορεί να το κάνει αυτό.");
    }
    const after = await server.db.company.findUniqueOrThrow({ where: { id: before.id } });
    expect(after.updatedAt).toEqual(before.updatedAt);
  });
});

describe("stores and locations", () => {
  it("adds, edits and removes stores and their locations, never another shop's", async () => {
    const shop = await createShop(server.db);
    const other = await createShop(server.db);
    const owner = await shop.signIn(server.url);

    const store = await owner.trpc.store.create.mutate({ name: "Παράρτημα Πειραιά", phone: "2104111111", website: null });
    expect(store).toMatchObject({ name: "Παράρτημα Πειραιά", phone: "+302104111111", locations: [] });
    const location = await owner.trpc.store.addLocation.mutate({
      storeId: store.id,
      address: "Ακτή Μιαούλη 5",
      latitude: 37.94,
      longitude: 23.64,
      phone: null,
      website: null,
    });
    await owner.trpc.store.updateLocation.mutate({ ...location, address: "Ακτή Μιαούλη 7" });
    await owner.trpc.store.update.mutate({ id: store.id, name: "Πειραιάς", phone: null, website: "https://piraeus.example.gr" });
    const listed = await owner.trpc.store.list.query();
    expect(listed.map((row) => row.name)).toEqual(["Κεντρικό", "Πειραιάς"]);
    expect(listed[1]).toMatchObject({ website: "https://piraeus.example.gr", locations: [{ address: "Ακτή Μιαούλη 7", latitude: 37.94 }] });
    expect((await owner.trpc.company.getStores.query()).map((row) => row.name)).toContain("Πειραιάς");

    expect((await failure(owner.trpc.store.update.mutate({ id: other.store.id, name: "Δικό μου", phone: null, website: null }))).data?.code).toBe("NOT_FOUND");
    expect((await failure(owner.trpc.store.delete.mutate({ id: other.store.id }))).data?.code).toBe("NOT_FOUND");
    expect(
      (
        await failure(
          owner.trpc.store.addLocation.mutate({ storeId: other.store.id, address: "x", latitude: null, longitude: null, phone: null, website: null }),
        )
      ).data?.code,
    ).toBe("NOT_FOUND");

    await owner.trpc.store.deleteLocation.mutate({ id: location.id });
    await owner.trpc.store.delete.mutate({ id: store.id });
    expect((await owner.trpc.store.list.query()).map((row) => row.name)).toEqual(["Κεντρικό"]);
    expect(await server.db.store.count({ where: { companyId: other.company.id } })).toBe(1);
  });
});

describe("social media, tags, custom options, e-mail templates and lists", () => {
  it("keeps one link per network", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const [network] = await owner.trpc.socialMedia.catalogue.query();
    expect(network).toBeDefined();
    await owner.trpc.socialMedia.set.mutate({ socialMediaId: network.id, url: "https://example.com/old" });
    await owner.trpc.socialMedia.set.mutate({ socialMediaId: network.id, url: "https://example.com/new" });
    expect(await owner.trpc.socialMedia.list.query()).toEqual([
      expect.objectContaining({ socialMediaId: network.id, name: network.name, url: "https://example.com/new" }),
    ]);
    expect((await failure(owner.trpc.socialMedia.set.mutate({ socialMediaId: "missing", url: "https://example.com" }))).data?.code).toBe("NOT_FOUND");
    await owner.trpc.socialMedia.remove.mutate({ socialMediaId: network.id });
    expect(await owner.trpc.socialMedia.list.query()).toEqual([]);
  });

  it("manages the shop's transaction tags, which the counter then lists", async () => {
    const shop = await createShop(server.db);
    const other = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const tag = await owner.trpc.tag.create.mutate({ label: "Πρωινό", description: "Αγορές πριν τις 11" });
    expect((await failure(owner.trpc.tag.create.mutate({ label: "πρωινό", description: null }))).message).toBe("Υπάρχει ήδη ετικέτα με αυτό το όνομα.");
    // Another shop may use the same label.
    await (await other.signIn(server.url)).trpc.tag.create.mutate({ label: "Πρωινό", description: null });
    await owner.trpc.tag.update.mutate({ id: tag.id, label: "Πρωινός καφές", description: null });
    expect((await owner.trpc.transaction.listTags.query()).map((row) => row.label)).toEqual(["Καφές", "Πρωινός καφές"]);
    expect((await failure(owner.trpc.tag.remove.mutate({ id: other.tag.id }))).data?.code).toBe("NOT_FOUND");
    await owner.trpc.tag.remove.mutate({ id: tag.id });
    expect((await owner.trpc.tag.list.query()).map((row) => row.label)).toEqual(["Καφές"]);
  });

  it("defines custom options; removing a choice removes the customers' values of it", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const milk = await owner.trpc.customOptionDefinition.create.mutate({
      key: "Γάλα",
      type: "LIST",
      options: [{ label: "Αγελάδος" }, { label: "Βρώμης" }],
    });
    expect(milk.options.map((option) => option.label)).toEqual(["Αγελάδος", "Βρώμης"]);
    await owner.trpc.customOptionDefinition.create.mutate({ key: "Χορτοφάγος", type: "BOOLEAN", options: [] });
    expect((await failure(owner.trpc.customOptionDefinition.create.mutate({ key: "Γάλα", type: "BOOLEAN", options: [] }))).data?.code).toBe("CONFLICT");
    const empty = await failure(owner.trpc.customOptionDefinition.create.mutate({ key: "Κενό", type: "LIST", options: [] }));
    expect(empty.data?.zodError?.fieldErrors.options).toEqual(["Προσθέστε τουλάχιστον μία επιλογή."]);

    const customer = await server.db.customer.create({ data: { companyId: shop.company.id, phone: "+306900000001" } });
    const [cow, oat] = milk.options;
    await server.db.customerField.createMany({
      data: [
        { customerId: customer.id, key: "Γάλα", value: cow.id },
        { customerId: customer.id, key: "Γάλα", value: oat.id },
        { customerId: customer.id, key: "Χορτοφάγος", value: "true" },
      ],
    });
    await owner.trpc.customOptionDefinition.update.mutate({ key: "Γάλα", options: [oat, { label: "Αμυγδάλου" }] });
    expect((await owner.trpc.customOption.get.query()).find((option) => option.key === "Γάλα")?.options.map((option) => option.label)).toEqual([
      "Βρώμης",
      "Αμυγδάλου",
    ]);
    await owner.trpc.customOptionDefinition.delete.mutate({ key: "Χορτοφάγος" });
    const values = await server.db.customerField.findMany({ where: { customerId: customer.id }, select: { key: true, value: true } });
    expect(values).toEqual([{ key: "Γάλα", value: oat.id }]);
    expect((await owner.trpc.customOptionDefinition.list.query()).map((option) => option.key)).toEqual(["Γάλα"]);
  });

  it("keeps e-mail templates", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const template = await owner.trpc.emailTemplate.create.mutate({ title: "Καλωσόρισμα", content: "<p>Καλώς ήρθατε!</p>" });
    await owner.trpc.emailTemplate.update.mutate({ id: template.id, title: "Καλωσόρισμα", content: "<p>Γεια σας!</p>" });
    expect(await owner.trpc.emailTemplate.list.query()).toEqual([expect.objectContaining({ id: template.id, content: "<p>Γεια σας!</p>" })]);
    await owner.trpc.emailTemplate.delete.mutate({ id: template.id });
    expect(await owner.trpc.emailTemplate.list.query()).toEqual([]);
  });

  it("imports an e-mail list from CSV and reports the invalid addresses", async () => {
    const shop = await createShop(server.db);
    const other = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const list = await owner.trpc.emailList.create.mutate({ title: "Newsletter", emails: ["Eleni@example.gr"] });
    expect(list.emails).toEqual(["eleni@example.gr"]);
    const invalidEmail = await failure(owner.trpc.emailList.update.mutate({ id: list.id, title: "Newsletter", emails: ["kalo@example.gr", "κακό"] }));
    expect(invalidEmail.message).toBe("Μη έγκυρη διεύθυνση e-mail: κακό");

    const csv = "email,όνομα\neleni@example.gr,Ελένη\nnikos@example.gr,Νίκος\nnikos@@example.gr,Λάθος\nmaria@example.gr,Μαρία\n";
    const report = await owner.trpc.emailList.importCsv.mutate({ id: list.id, csv, replace: false });
    expect(report).toMatchObject({ added: 2, duplicates: 1, invalid: [{ line: 4, value: "nikos@@example.gr" }], list: { count: 3 } });
    expect((await owner.trpc.emailList.get.query({ id: list.id })).emails).toEqual(["eleni@example.gr", "nikos@example.gr", "maria@example.gr"]);

    const replaced = await owner.trpc.emailList.importCsv.mutate({ id: list.id, csv: "kostas@example.gr", replace: true });
    expect(replaced).toMatchObject({ added: 1, duplicates: 0, invalid: [], list: { count: 1 } });
    expect(await owner.trpc.emailList.list.query()).toEqual([expect.objectContaining({ id: list.id, title: "Newsletter", count: 1 })]);

    const foreign = await (await other.signIn(server.url)).trpc.emailList.create.mutate({ title: "Ξένη" });
    expect((await failure(owner.trpc.emailList.importCsv.mutate({ id: foreign.id, csv: "a@example.gr", replace: false }))).data?.code).toBe("NOT_FOUND");
    expect((await failure(owner.trpc.emailList.get.query({ id: foreign.id }))).message).toBe("Η λίστα δεν βρέθηκε.");
    await owner.trpc.emailList.delete.mutate({ id: list.id });
    expect(await owner.trpc.emailList.list.query()).toEqual([]);
  });
});
