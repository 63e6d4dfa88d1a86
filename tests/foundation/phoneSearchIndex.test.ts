// The phone search's trigram index (migration *_customer_phone_index_without_pending_list) takes a new
// customer's phone in at once: GIN's pending list, which every search reads whole until a vacuum merges
// it, stays empty however many customers the counter adds.
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { createDb, type Db } from "../../server/src/db/client.js";
import { createShop } from "../helpers/shop.js";
import { newPhone } from "../helpers/unique.js";

let db: Db;
beforeAll(() => {
  db = createDb(inject("databaseUrl"), 1);
});
afterAll(async () => {
  await db?.$disconnect();
});

it("puts new customers' phones into the trigram index itself, leaving GIN's pending list empty", async () => {
  const shop = await createShop(db);
  await db.customer.createMany({ data: Array.from({ length: 50 }, () => ({ companyId: shop.company.id, phone: newPhone() })) });
  // The number of pending-list pages it had to merge: none, when new entries never go there.
  const [{ merged }] = await db.$queryRaw<Array<{ merged: number }>>`SELECT gin_clean_pending_list('"Customer_phone_trgm_idx"'::regclass)::int AS merged`;
  expect(merged).toBe(0);
});
