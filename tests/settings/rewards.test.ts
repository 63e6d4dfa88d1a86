// Rewards and stamp rewards managed by the owner: what the counter offers (company.getRewards & co.)
// follows every change, and bad input is refused in Greek.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server.js";
import { failure } from "../helpers/errors.js";
import { createShop } from "../helpers/shop.js";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.close());

const inAMonth = () => new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString();

const freeCoffee = {
  title: "Δωρεάν καφές",
  adminTitle: "Καφές 100π",
  description: "Ένας καφές της επιλογής σας",
  points: 100,
  amount: "350",
  url: "https://cdn.example.com/coffee.png",
  validUntil: null,
  hidden: false,
  giftOnNthTransaction: null,
  instantReward: false,
};

describe("rewards", () => {
  it("creates, edits, deactivates and reactivates rewards; the counter's lists follow", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const created = await owner.trpc.reward.create.mutate(freeCoffee);
    expect(created).toMatchObject({ ...freeCoffee, active: true });
    expect((await owner.trpc.company.getRewards.query()).map((reward) => reward.title)).toEqual(["Δωρεάν καφές"]);

    const validUntil = inAMonth();
    const edited = await owner.trpc.reward.update.mutate({ ...freeCoffee, id: created.id, title: "Καφές δώρο", points: 80, validUntil });
    expect(edited).toMatchObject({ title: "Καφές δώρο", points: 80, validUntil });
    expect(await owner.trpc.company.getRewards.query()).toEqual([expect.objectContaining({ id: created.id, title: "Καφές δώρο", points: 80, amount: "350" })]);

    await owner.trpc.reward.setActive.mutate({ id: created.id, active: false });
    expect(await owner.trpc.company.getRewards.query()).toEqual([]);
    expect(await owner.trpc.reward.list.query()).toEqual([expect.objectContaining({ id: created.id, active: false })]);
    await owner.trpc.reward.setActive.mutate({ id: created.id, active: true });
    expect((await owner.trpc.company.getRewards.query()).map((reward) => reward.id)).toEqual([created.id]);

    const gift = await owner.trpc.reward.create.mutate({ ...freeCoffee, title: "Κέρασμα 10ης επίσκεψης", hidden: true, giftOnNthTransaction: 10 });
    expect(await owner.trpc.company.getHiddenRewards.query()).toEqual([expect.objectContaining({ id: gift.id, giftOnNthTransaction: 10 })]);
    expect((await owner.trpc.company.getRewards.query()).map((reward) => reward.id)).toEqual([created.id]);
  });

  it("refuses a past expiry, a non-positive cost and an automatic gift on a visible reward", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const past = await failure(owner.trpc.reward.create.mutate({ ...freeCoffee, validUntil: "2020-01-01T00:00:00.000Z" }));
    expect(past.data?.code).toBe("BAD_REQUEST");
    expect(past.data?.zodError?.fieldErrors.validUntil).toEqual(["Η ημερομηνία λήξης πρέπει να είναι στο μέλλον."]);
    const free = await failure(owner.trpc.reward.create.mutate({ ...freeCoffee, points: 0 }));
    expect(free.data?.zodError?.fieldErrors.points).toEqual(["Το κόστος πρέπει να είναι θετικός ακέραιος."]);
    const nth = await failure(owner.trpc.reward.create.mutate({ ...freeCoffee, giftOnNthTransaction: 5 }));
    expect(nth.data?.zodError?.fieldErrors.giftOnNthTransaction).toEqual(["Η αυτόματη δωρεά ισχύει μόνο για κρυφές ανταμοιβές."]);
    const amount = await failure(owner.trpc.reward.create.mutate({ ...freeCoffee, amount: "-5" }));
    expect(amount.data?.zodError?.fieldErrors.amount).toEqual(["Μη έγκυρο ποσό."]);
    expect(await server.db.reward.count({ where: { companyId: shop.company.id } })).toBe(0);
  });

  it("never touches another shop's rewards", async () => {
    const shop = await createShop(server.db);
    const other = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const theirs = await (await other.signIn(server.url)).trpc.reward.create.mutate(freeCoffee);
    expect((await failure(owner.trpc.reward.update.mutate({ ...freeCoffee, id: theirs.id, title: "Δικό μου" }))).message).toBe("Η ανταμοιβή δεν βρέθηκε.");
    expect((await failure(owner.trpc.reward.setActive.mutate({ id: theirs.id, active: false }))).data?.code).toBe("NOT_FOUND");
    expect(await owner.trpc.reward.list.query()).toEqual([]);
    expect(await server.db.reward.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({ title: freeCoffee.title, active: true });
  });
});

describe("stamp rewards", () => {
  it("manages stamp rewards; company.getStampRewards follows", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const card = { title: "10ος καφές δώρο", description: null, points: 10, url: null, validUntil: null, hidden: false };
    const created = await owner.trpc.stampReward.create.mutate(card);
    expect(created).toMatchObject({ ...card, active: true });
    await owner.trpc.stampReward.update.mutate({ ...card, id: created.id, points: 8 });
    expect(await owner.trpc.company.getStampRewards.query()).toEqual([expect.objectContaining({ id: created.id, points: 8 })]);
    await owner.trpc.stampReward.setActive.mutate({ id: created.id, active: false });
    expect(await owner.trpc.company.getStampRewards.query()).toEqual([]);
    const past = await failure(owner.trpc.stampReward.update.mutate({ ...card, id: created.id, validUntil: "2021-05-01T10:00:00+03:00" }));
    expect(past.message).toBe("Η ημερομηνία λήξης πρέπει να είναι στο μέλλον.");
    expect(past.data?.zodError?.fieldErrors.validUntil).toEqual(["Η ημερομηνία λήξης πρέπει να είναι στο μέλλον."]);
  });

  it("lets an owner edit an expired reward's text while its passed expiry stays as it was", async () => {
    const shop = await createShop(server.db);
    const owner = await shop.signIn(server.url);
    const expired = new Date("2025-03-01T00:00:00.000Z");
    const reward = await server.db.stampReward.create({ data: { companyId: shop.company.id, points: 5, title: "Παλιό", validUntil: expired } });
    const card = { title: "Νέος τίτλος", description: null, points: 5, url: null, hidden: false };
    const updated = await owner.trpc.stampReward.update.mutate({ ...card, id: reward.id, validUntil: expired.toISOString() });
    expect(updated).toMatchObject({ title: "Νέος τίτλος", validUntil: expired.toISOString() });
    const moved = await failure(owner.trpc.stampReward.update.mutate({ ...card, id: reward.id, validUntil: "2025-04-01T00:00:00.000Z" }));
    expect(moved.data?.code).toBe("BAD_REQUEST");
  });
});
