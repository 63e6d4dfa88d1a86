// A new employee of a demo shop, made straight in the database (as an accepted invitation leaves them),
// with a password to sign in: for tests of what an employee may use.
import { randomUUID } from "node:crypto";
import { hashPassword } from "../../server/src/auth/password.js";
import type { Db } from "../../server/src/db/client.js";

export async function createEmployee(db: Db, shopSlug = "kafe-athina") {
  const email = `employee-${randomUUID().slice(0, 8)}@example.com`;
  const password = `password-${randomUUID().slice(0, 8)}`;
  const company = await db.company.findUniqueOrThrow({ where: { slug: shopSlug }, select: { id: true } });
  const user = await db.user.create({ data: { email, name: `Ταμίας ${email.slice(9, 13)}` } });
  await db.account.create({
    data: { userId: user.id, type: "credentials", provider: "credentials", providerAccountId: user.id, password: await hashPassword(password) },
  });
  const member = await db.employee.create({ data: { userId: user.id, companyId: company.id } });
  return { member, email, password, name: user.name! };
}
