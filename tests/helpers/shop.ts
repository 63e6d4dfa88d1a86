// Shops for tests: one of the test's own (owner, store, tag), so tests can count rows, change settings and
// turn flags off without touching the demo shops or each other; and the two demo shops as seeded.
import { hashPassword } from "../../server/src/auth/password.js";
import type { Db } from "../../server/src/db/client.js";
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { defaultFlags, type AdminPanelFlag } from "../../server/src/shared/flags.js";
import { signIn } from "./client.js";
import { unique } from "./unique.js";

const PASSWORD = "scratch-shop-password-2026";

export type ShopSettings = Partial<Omit<Prisma.CompanyUncheckedCreateInput, "flags" | "userId" | "slug">>;

export async function createShop(db: Db, settings: ShopSettings = {}, flagsOff: AdminPanelFlag[] = []) {
  const id = unique();
  const email = `owner-${id}@shop.example.com`;
  const owner = await db.user.create({ data: { email, name: "Ιδιοκτήτης Δοκιμής" } });
  await db.account.create({
    data: { userId: owner.id, type: "credentials", provider: "credentials", providerAccountId: owner.id, password: await hashPassword(PASSWORD) },
  });
  const flags = defaultFlags();
  for (const flag of flagsOff) flags["admin-panel"][flag] = false;
  const company = await db.company.create({
    data: { slug: `shop-${id}`, name: `Κατάστημα ${id}`, userId: owner.id, flags, pointsEnabled: true, stampsEnabled: true, ...settings },
  });
  await db.employee.create({ data: { userId: owner.id, companyId: company.id, role: "OWNER" } });
  const store = await db.store.create({ data: { name: "Κεντρικό", companyId: company.id } });
  const tag = await db.transactionTag.create({ data: { label: "Καφές", companies: { create: { companyId: company.id } } } });
  return { company, store, tag, email, password: PASSWORD, signIn: (url: string) => signIn(url, email, PASSWORD) };
}

export type TestShop = Awaited<ReturnType<typeof createShop>>;

/** The two seeded demo shops, «Καφέ Αθηνά» and «Φούρνος Νίκος». */
export async function demoShops(db: Db) {
  const athina = await db.company.findUniqueOrThrow({ where: { slug: "kafe-athina" } });
  const nikos = await db.company.findUniqueOrThrow({ where: { slug: "fournos-nikos" } });
  return { athina, nikos };
}
