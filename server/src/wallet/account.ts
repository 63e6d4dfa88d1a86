// What a customer changes from the wallet: their details, their consent per shop (each change recorded
// in ConsentChange with its time and source), leaving a shop, deleting the account. Ledgers (purchases,
// stamps, coupons) stay as they are; the person's details are erased from the rows that keep them.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Prisma } from "../generated/prisma/client.js";
import { departedPhone } from "../customers/departed.js";

export async function walletProfile(db: Db, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { phone: true, firstName: true, lastName: true, email: true, dateOfBirth: true },
  });
  return { ...user, dateOfBirth: user.dateOfBirth?.toISOString().slice(0, 10) ?? null };
}

export type ProfileChange = { firstName?: string | null; lastName?: string | null; email?: string | null; dateOfBirth?: string };

/**
 * Names and e-mail change freely; the birthday is set once (birthday gifts depend on it), and is copied
 * to the person's customer rows that have none.
 */
export async function updateWalletProfile(db: Db, userId: string, change: ProfileChange) {
  await db.$transaction(async (tx) => {
    const { dateOfBirth, ...details } = change;
    if (Object.keys(details).length) {
      if (details.email) {
        const taken = await tx.user.findFirst({ where: { email: details.email, id: { not: userId } }, select: { id: true } });
        if (taken) throw new TRPCError({ code: "CONFLICT", message: "Αυτό το e-mail χρησιμοποιείται ήδη από άλλο λογαριασμό." });
      }
      await tx.user.update({ where: { id: userId }, data: details });
    }
    if (dateOfBirth) {
      const birthday = new Date(`${dateOfBirth}T00:00:00Z`);
      const set = await tx.user.updateMany({ where: { id: userId, dateOfBirth: null }, data: { dateOfBirth: birthday } });
      if (!set.count) throw new TRPCError({ code: "CONFLICT", message: "Η ημερομηνία γέννησης ορίζεται μόνο μία φορά." });
      await tx.customer.updateMany({ where: { userId, birthday: null }, data: { birthday } });
    }
  });
  return walletProfile(db, userId);
}

async function customerAt(tx: Prisma.TransactionClient | Db, userId: string, companyId: string) {
  const customer = await tx.customer.findFirst({ where: { userId, companyId }, select: { id: true, newsAcceptedAt: true, stoppedNotifications: true } });
  if (!customer) throw new TRPCError({ code: "NOT_FOUND", message: "Δεν είστε πελάτης αυτού του καταστήματος." });
  return customer;
}

/** News (newsAcceptedAt) and notifications (stoppedNotifications) at one shop; the campaign sender reads both before every message. */
export async function setConsent(db: Db, userId: string, input: { companyId: string; news?: boolean; notifications?: boolean }, source = "wallet") {
  await db.$transaction(async (tx) => {
    const customer = await customerAt(tx, userId, input.companyId);
    const data: Prisma.CustomerUpdateInput = {};
    const changes: Array<{ kind: string; granted: boolean }> = [];
    if (input.news !== undefined && input.news !== (customer.newsAcceptedAt !== null)) {
      data.newsAcceptedAt = input.news ? new Date() : null;
      changes.push({ kind: "news", granted: input.news });
    }
    if (input.notifications !== undefined && input.notifications === customer.stoppedNotifications) {
      data.stoppedNotifications = !input.notifications;
      changes.push({ kind: "notifications", granted: input.notifications });
    }
    if (!changes.length) return;
    await tx.customer.update({ where: { id: customer.id }, data });
    await tx.consentChange.createMany({ data: changes.map((change) => ({ ...change, customerId: customer.id, source })) });
  });
}

/**
 * The person's details are erased from a customer row, which stays (anonymous, unlinked, no consent)
 * so that the shop's ledger, totals and analytics remain consistent. The phone becomes a placeholder:
 * the same phone at the counter later starts a new customer.
 */
async function anonymiseCustomer(tx: Prisma.TransactionClient, customerId: string, source: string) {
  await tx.customerField.deleteMany({ where: { customerId } });
  await tx.customer.update({
    where: { id: customerId },
    data: {
      phone: departedPhone(customerId),
      email: null,
      firstName: null,
      lastName: null,
      note: null,
      birthday: null,
      optOutCode: null,
      user: { disconnect: true },
      newsAcceptedAt: null,
      stoppedNotifications: true,
    },
  });
  await tx.consentChange.createMany({
    data: [
      { customerId, kind: "news", granted: false, source },
      { customerId, kind: "notifications", granted: false, source },
    ],
  });
}

/** What the person held at the shops they leave: the balances and the coupons still usable. */
type Holdings = { points: number; stamps: number; coupons: number };

/**
 * Read after anonymiseCustomer has updated (and so locked) the rows: an award at the counter waits for that
 * lock, so the numbers are the ones the person had when they left.
 */
async function holdings(tx: Prisma.TransactionClient, customerIds: string[]): Promise<Holdings> {
  const usable = { customerId: { in: customerIds }, usedAt: null, OR: [{ validUntil: null }, { validUntil: { gt: new Date() } }] };
  const balances = await tx.customer.aggregate({ where: { id: { in: customerIds } }, _sum: { points: true, stamps: true } });
  const coupons = await tx.coupon.count({ where: usable });
  const stampCoupons = await tx.stampCoupon.count({ where: usable });
  return { points: balances._sum.points ?? 0, stamps: balances._sum.stamps ?? 0, coupons: coupons + stampCoupons };
}

/** Leaves one shop; answers what the person held there, read in the same transaction, so the wallet can say what went. */
export async function leaveShop(db: Db, userId: string, companyId: string): Promise<Holdings> {
  return db.$transaction(async (tx) => {
    const customer = await customerAt(tx, userId, companyId);
    await anonymiseCustomer(tx, customer.id, "wallet-leave");
    return holdings(tx, [customer.id]);
  });
}

/**
 * The account and its personal data: every shop left, devices and sessions removed, the User emptied.
 * Answers what the person held in all their shops together.
 */
export async function deleteWalletAccount(db: Db, userId: string): Promise<Holdings & { shops: number }> {
  return db.$transaction(async (tx) => {
    const employed = await tx.employee.count({ where: { userId } });
    const owns = await tx.company.count({ where: { userId } });
    const customers = await tx.customer.findMany({ where: { userId }, select: { id: true } });
    for (const customer of customers) await anonymiseCustomer(tx, customer.id, "wallet-delete");
    const held = {
      ...(await holdings(
        tx,
        customers.map((customer) => customer.id),
      )),
      shops: customers.length,
    };
    await tx.webPushSubscription.deleteMany({ where: { userId } });
    await tx.notificationToken.deleteMany({ where: { userId } });
    await tx.userNotification.deleteMany({ where: { userId } });
    await tx.walletSession.deleteMany({ where: { userId } });
    if (employed || owns) {
      // Someone who also works at a shop keeps that login; only the customer side goes.
      await tx.user.update({ where: { id: userId }, data: { phone: null, phoneVerified: null, dateOfBirth: null } });
      return held;
    }
    await tx.account.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.user.update({
      where: { id: userId },
      data: {
        phone: null,
        phoneVerified: null,
        email: null,
        name: null,
        firstName: null,
        lastName: null,
        image: null,
        dateOfBirth: null,
        gender: null,
        deletedAt: new Date(),
      },
    });
    return held;
  });
}
