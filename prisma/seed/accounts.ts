// Sign-in users of the demo (the project conventions' "Demo sign-ins") and the customer-app users behind some
// customers. Existing users are left as they are, so seeding again never resets a changed password.
import { hashPassword } from "../../server/src/auth/password.js";
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import type { Person } from "./people.js";

export const DEMO_SIGN_INS = [
  { email: "owner@kafe-athina.gr", password: "athina-demo-2026", firstName: "Αθηνά", lastName: "Παπαδάκη", platformAdmin: false },
  { email: "staff@kafe-athina.gr", password: "athina-staff-2026", firstName: "Γιώργος", lastName: "Νικολάου", platformAdmin: false },
  { email: "admin@loyalty.local", password: "platform-admin-2026", firstName: "Διαχειριστής", lastName: "Πλατφόρμας", platformAdmin: true },
  { email: "owner@fournos-nikos.gr", password: "nikos-demo-2026", firstName: "Νίκος", lastName: "Αλεξίου", platformAdmin: false },
] as const;

/** Creates the sign-in users missing from the database, each with a credentials account. Returns e-mail → user id. */
export async function ensureSignInUsers(tx: Prisma.TransactionClient, createdAt: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const { email, password, firstName, lastName, platformAdmin } of DEMO_SIGN_INS) {
    const user = await tx.user.upsert({
      where: { email },
      create: {
        email,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        emailVerified: createdAt,
        terms: true,
        platformAdmin,
        createdAt,
      },
      update: {},
    });
    const credentials = { provider: "credentials", providerAccountId: user.id };
    // Hashing is slow on purpose: only for an account that is really missing.
    if (!(await tx.account.findUnique({ where: { provider_providerAccountId: credentials }, select: { id: true } }))) {
      await tx.account.create({ data: { ...credentials, userId: user.id, type: "credentials", password: await hashPassword(password), createdAt } });
    }
    ids.set(email, user.id);
  }
  return ids;
}

/** Users behind shops nobody signs in to (no credentials account). Returns e-mail → user id. */
export async function ensureOwnerUsers(tx: Prisma.TransactionClient, emails: string[], createdAt: Date): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const email of emails) {
    const user = await tx.user.upsert({ where: { email }, create: { email, emailVerified: createdAt, terms: true, createdAt }, update: {} });
    ids.set(email, user.id);
  }
  return ids;
}

/** Creates the app users (signed in by phone) of the given people. Returns phone → user id. */
export async function ensureAppUsers(tx: Prisma.TransactionClient, people: Person[], createdAt: Date): Promise<Map<string, string>> {
  const appUsers = people.filter((person) => person.appUser);
  await tx.user.createMany({
    data: appUsers.map((person) => ({
      name: `${person.firstName} ${person.lastName}`,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      phoneVerified: createdAt,
      dateOfBirth: person.birthday,
      terms: true,
      createdAt,
    })),
    skipDuplicates: true,
  });
  const users = await tx.user.findMany({ where: { phone: { in: appUsers.map((person) => person.phone) } }, select: { id: true, phone: true } });
  // Each app has a device, so a push campaign reaches them (in development: the outbox shows it).
  await tx.notificationToken.createMany({
    data: users.map((user) => ({ expoPushToken: `ExponentPushToken[demo-${user.phone!.slice(1)}]`, userId: user.id, createdAt, updatedAt: createdAt })),
    skipDuplicates: true,
  });
  return new Map(users.map((user) => [user.phone!, user.id]));
}
