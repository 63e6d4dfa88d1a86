// Points and stamps expire oldest first. A shop with pointsExpireMonths = N (stampsExpireMonths for
// stamps; null = never) expires, on the 1st of each month, what its customers earned before the 1st of
// the month N months earlier and have not spent: with spending taken from the oldest first (FIFO),
//   expiring = max(0, earned before the cutoff − everything spent or expired so far), at most the balance.
// The expiry is a PointsExpiry ledger row (its trigger takes it off the balance) of the month's
// ScheduleRun, one per customer (unique (scheduleId, customerId)); a run missed on the 1st catches up
// during the first week. Customers are warned during the 14 days before (PointsExpireNotification, one
// per customer and expiry day, and an e-mail with consent).
import { Prisma, type Company } from "../generated/prisma/client.js";
import { inLedgerTransaction } from "../ledger/transaction.js";
import { addDays } from "../shared/analytics.js";
import { consentingAddresses, mailCustomers, pointsAndStamps, type AutomationServices } from "./mail.js";
import { finishRun, openRun } from "./runs.js";

const EXPIRY_WARNING_DAYS = 14;
/** How long after the 1st a missed expiry still runs. */
const EXPIRY_CATCH_UP_DAYS = 7;
const BATCH = 500;

export type ExpiryResult = { expired: number; points: number; stamps: number; warned: number; mailed: number };

const firstOfMonth = (day: string, monthsLater = 0) => {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + monthsLater, 1));
  return date.toISOString().slice(0, 10);
};

type Cutoffs = { points: string | null; stamps: string | null };

/** The 1st-of-month days before which points and stamps have expired on expiry day `expiresOn`. */
function cutoffs(company: Company, expiresOn: string): Cutoffs {
  const cut = (months: number | null) => (months === null ? null : firstOfMonth(expiresOn, -months));
  return { points: cut(company.pointsExpireMonths), stamps: cut(company.stampsExpireMonths) };
}

/** What would expire now for the customers `where` selects (alias c): id, points, stamps. */
function expiring(where: Prisma.Sql, { points, stamps }: Cutoffs) {
  const before = (day: string | null) => (day === null ? Prisma.sql`NULL::timestamp` : Prisma.sql`athens_day_start(${day}::date)`);
  return Prisma.sql`
    SELECT c.id,
           CASE WHEN ${points}::date IS NULL THEN 0 ELSE least(c.points, greatest(0,
             (SELECT coalesce(sum(t.points), 0) FROM "Transaction" t WHERE t."customerId" = c.id AND t."cancelledAt" IS NULL AND t."createdAt" < ${before(points)})
           + (SELECT coalesce(sum(g.points), 0) FROM "Gifted" g WHERE g."customerId" = c.id AND g."createdAt" < ${before(points)})
           - (SELECT coalesce(sum(x.points), 0) FROM "Coupon" x WHERE x."customerId" = c.id)
           - (SELECT coalesce(sum(e.points), 0) FROM "PointsExpiry" e WHERE e."customerId" = c.id))) END::int AS points,
           CASE WHEN ${stamps}::date IS NULL THEN 0 ELSE least(c.stamps, greatest(0,
             (SELECT count(*) FROM "StampTransaction" t WHERE t."customerId" = c.id AND t."cancelledAt" IS NULL AND t."createdAt" < ${before(stamps)})
           + (SELECT coalesce(sum(g.points), 0) FROM "StampGifted" g WHERE g."customerId" = c.id AND g."createdAt" < ${before(stamps)})
           - (SELECT coalesce(sum(x.points), 0) FROM "StampCoupon" x WHERE x."customerId" = c.id)
           - (SELECT coalesce(sum(e.stamps), 0) FROM "PointsExpiry" e WHERE e."customerId" = c.id))) END::int AS stamps
      FROM "Customer" c
     WHERE ${where}`;
}

const holdsBalance = (company: Company) => Prisma.sql`c."companyId" = ${company.id} AND (c.points > 0 OR c.stamps > 0)`;

/** Expires what is due on the 1st of `day`'s month, if `day` falls in its first week. */
async function expire(services: AutomationServices, company: Company, day: string) {
  const expiresOn = firstOfMonth(day);
  const done = { expired: 0, points: 0, stamps: 0 };
  if (day >= addDays(expiresOn, EXPIRY_CATCH_UP_DAYS)) return done;
  const { db } = services;
  const run = await openRun(db, "points-expiry", company.id, expiresOn);
  if (run.finished) return done;
  const limits = cutoffs(company, expiresOn);
  let after = "";
  for (;;) {
    const batch = await db.$queryRaw<{ id: string }[]>`
      SELECT c.id FROM "Customer" c WHERE ${holdsBalance(company)} AND c.id > ${after} ORDER BY c.id LIMIT ${BATCH}`;
    if (batch.length === 0) break;
    after = batch[batch.length - 1].id;
    const ids = batch.map((row) => row.id);
    // The customers are locked first (as every ledger change does), so the amounts computed are the
    // amounts taken: no purchase or coupon of theirs can slip in between.
    const rows = await inLedgerTransaction(db, async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Customer" WHERE id = ANY(${ids}::text[]) ORDER BY id FOR UPDATE`;
      return tx.$queryRaw<{ points: number; stamps: number }[]>`
        INSERT INTO "PointsExpiry" (id, "customerId", "companyId", points, stamps, "scheduleId", "createdAt", "updatedAt")
        SELECT gen_random_uuid()::text, due.id, ${company.id}, due.points, due.stamps, ${run.id}, now(), now()
          FROM (${expiring(Prisma.sql`c.id = ANY(${ids}::text[])`, limits)}) AS due
         WHERE due.points > 0 OR due.stamps > 0
        ON CONFLICT ("scheduleId", "customerId") DO NOTHING
        RETURNING points, stamps`;
    });
    done.expired += rows.length;
    done.points += rows.reduce((total, row) => total + row.points, 0);
    done.stamps += rows.reduce((total, row) => total + row.stamps, 0);
  }
  await finishRun(db, run, done);
  return done;
}

/** During the 14 days before the next 1st: a notification (and an e-mail) per customer with something due. */
async function warn(services: AutomationServices, company: Company, day: string) {
  const expiresOn = firstOfMonth(day, 1);
  const done = { warned: 0, mailed: 0 };
  if (day < addDays(expiresOn, -EXPIRY_WARNING_DAYS)) return done;
  const { db } = services;
  const run = await openRun(db, "points-expiry-warning", company.id, expiresOn);
  if (run.finished) return done;
  const warned = await db.$queryRaw<{ customerId: string; lostPoints: number; lostStamps: number }[]>`
    INSERT INTO "PointsExpireNotification" (id, "customerId", "lostPoints", "lostStamps", "expiresOn", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text, due.id, due.points, due.stamps, ${expiresOn}::date, now(), now()
      FROM (${expiring(holdsBalance(company), cutoffs(company, expiresOn))}) AS due
     WHERE due.points > 0 OR due.stamps > 0
    ON CONFLICT ("customerId", "expiresOn") DO NOTHING
    RETURNING "customerId", "lostPoints", "lostStamps"`;
  const due = new Map(warned.map((row) => [row.customerId, row]));
  const [year, month, date] = expiresOn.split("-");
  done.warned = warned.length;
  done.mailed = await mailCustomers(services, await consentingAddresses(db, [...due.keys()]), (customerId) => {
    const { lostPoints, lostStamps } = due.get(customerId)!;
    return {
      subject: `Λήξη πόντων στο ${company.name}`,
      text: `Στις ${Number(date)}/${Number(month)}/${year} θα χάσετε ${pointsAndStamps(lostPoints, lostStamps)} από τον λογαριασμό σας στο ${company.name}, αν δεν εξαργυρωθούν ως τότε.`,
    };
  });
  await finishRun(db, run, done);
  return done;
}

export async function runExpiry(services: AutomationServices, company: Company, day: string): Promise<ExpiryResult> {
  if (company.pointsExpireMonths === null && company.stampsExpireMonths === null) {
    return { expired: 0, points: 0, stamps: 0, warned: 0, mailed: 0 };
  }
  return { ...(await expire(services, company, day)), ...(await warn(services, company, day)) };
}
