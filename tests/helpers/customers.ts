// Customers made straight in the database with a phone no other test uses: a plain one with the
// balances a test needs (given through the ledger, Gifted / StampGifted rows, as the app does), or one
// set up for campaigns with chosen consent and reachability.
import { randomUUID } from "node:crypto";
import type { Db } from "../../server/src/db/client.js";
import type { Prisma } from "../../server/src/generated/prisma/client.js";
import { newPhone } from "./unique.js";

export async function newCustomer(
  db: Db,
  companyId: string,
  options: { points?: number; stamps?: number; data?: Omit<Prisma.CustomerUncheckedCreateInput, "companyId" | "phone"> } = {},
) {
  const customer = await db.customer.create({ data: { companyId, phone: newPhone(), ...options.data } });
  if (options.points) await db.gifted.create({ data: { companyId, customerId: customer.id, points: options.points, message: "Δοκιμή" } });
  if (options.stamps) await db.stampGifted.create({ data: { companyId, customerId: customer.id, points: options.stamps, message: "Δοκιμή" } });
  return customer;
}

export async function balance(db: Db, customerId: string) {
  return db.customer.findUniqueOrThrow({ where: { id: customerId }, select: { points: true, stamps: true } });
}

export type AudienceSetup = {
  consent?: boolean;
  stopped?: boolean;
  email?: string | null;
  phone?: string;
  /** a linked app user (with this e-mail) */
  userEmail?: string;
  /** an Expo token on the linked user */
  pushToken?: boolean;
};

/** A named customer who accepted the terms, with news consent (unless `consent: false`) and the channels asked for. */
export async function audienceCustomer(db: Db, companyId: string, setup: AudienceSetup = {}) {
  const user =
    setup.userEmail || setup.pushToken
      ? await db.user.create({ data: { email: setup.userEmail ?? `user-${randomUUID()}@app.example.com`, firstName: "Χρήστης" } })
      : null;
  if (user && setup.pushToken) {
    await db.notificationToken.create({ data: { userId: user.id, expoPushToken: `ExponentPushToken[${randomUUID()}]` } });
  }
  return db.customer.create({
    data: {
      companyId,
      phone: setup.phone ?? newPhone(),
      email: setup.email === undefined ? `customer-${randomUUID()}@example.com` : setup.email,
      firstName: "Ελένη",
      lastName: "Δοκιμή",
      userId: user?.id,
      acceptedAt: new Date(),
      newsAcceptedAt: setup.consent === false ? null : new Date(),
      stoppedNotifications: setup.stopped ?? false,
    },
  });
}
