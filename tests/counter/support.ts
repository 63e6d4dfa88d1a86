// Support for the counter tests: a shop of the test's own (owner, store, tag), so tests can count rows,
// change settings and turn flags off without touching the demo shops or each other; fresh phones; errors.
import { randomInt, randomUUID } from "node:crypto";
import { hashPassword } from "../../server/src/auth/password.js";
import type { Db } from "../../server/src/db/client.js";
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { defaultFlags, type AdminPanelFlag } from "../../server/src/shared/flags.js";
import { signIn } from "../helpers/client.js";

const PASSWORD = "scratch-shop-password-2026";

export type ShopSettings = Partial<Omit<Prisma.CompanyUncheckedCreateInput, "flags" | "userId" | "slug">>;

export async function createShop(db: Db, settings: ShopSettings = {}, flagsOff: AdminPanelFlag[] = []) {
  const unique = randomUUID().slice(0, 8);
  const email = `owner-${unique}@shop.example.com`;
  const owner = await db.user.create({ data: { email, name: "Ιδιοκτήτης Δοκιμής" } });
  await db.account.create({
    data: { userId: owner.id, type: "credentials", provider: "credentials", providerAccountId: owner.id, password: await hashPassword(PASSWORD) },
  });
  const flags = defaultFlags();
  for (const flag of flagsOff) flags["admin-panel"][flag] = false;
  const company = await db.company.create({
    data: { slug: `shop-${unique}`, name: `Κατάστημα ${unique}`, userId: owner.id, flags, pointsEnabled: true, stampsEnabled: true, ...settings },
  });
  await db.employee.create({ data: { userId: owner.id, companyId: company.id, role: "OWNER" } });
  const store = await db.store.create({ data: { name: "Κεντρικό", companyId: company.id } });
  const tag = await db.transactionTag.create({ data: { label: "Καφές", companies: { create: { companyId: company.id } } } });
  return { company, store, tag, signIn: (url: string) => signIn(url, email, PASSWORD) };
}

/** A valid Greek mobile no test has used yet (E.164). */
export function newPhone(): string {
  return `+3069${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export type ProcedureError = { message: string; data?: { code?: string; zodError?: { fieldErrors: Record<string, string[] | undefined> } | null } };

/** The tRPC error a call fails with (the test fails if it succeeds). */
export async function failure(call: Promise<unknown>): Promise<ProcedureError> {
  try {
    await call;
  } catch (error) {
    return error as ProcedureError;
  }
  throw new Error("expected the call to fail");
}
