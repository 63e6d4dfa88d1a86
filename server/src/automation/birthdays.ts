// Birthday gifts: on a customer's birthday (Customer.birthday; 29 February is celebrated on the 28th in
// other years) the shop's birthdayGift points and stampBirthdayGift stamps, once per year, recorded as
// Gifted / StampGifted rows of the day's ScheduleRun. The unique (scheduleId, customerId) key makes a
// re-run or a concurrent run insert nothing more (concurrent runs take turns on an advisory lock); a
// customer gifted by an earlier run of the same year (a changed birthday) is skipped. The shop's birthday
// message goes by e-mail to those gifted now.
import type { Company } from "../generated/prisma/client.js";
import { Prisma } from "../generated/prisma/client.js";
import { consentingAddresses, mailCustomers, pointsAndStamps, type AutomationServices } from "./mail.js";
import { finishRun, openRun } from "./runs.js";

export const BIRTHDAY_GIFT_MESSAGE = "Δώρο γενεθλίων";

export type BirthdayResult = { points: number; stamps: number; mailed: number };

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export async function giveBirthdayGifts(services: AutomationServices, company: Company, day: string): Promise<BirthdayResult> {
  const points = company.pointsEnabled ? company.birthdayGift : 0;
  const stamps = company.stampsEnabled ? company.stampBirthdayGift : 0;
  const none = { points: 0, stamps: 0, mailed: 0 };
  if (points <= 0 && stamps <= 0) return none;
  const { db } = services;
  const run = await openRun(db, "birthday", company.id, day);
  if (run.finished) return none;

  const [year, month, date] = day.split("-").map(Number);
  const alsoLeapDay = month === 2 && date === 28 && !isLeapYear(year);
  const birthdayToday = Prisma.sql`
    c."companyId" = ${company.id} AND extract(month FROM c.birthday) = ${month}
    AND (extract(day FROM c.birthday) = ${date} OR (${alsoLeapDay} AND extract(day FROM c.birthday) = 29))`;
  const notGiftedThisYear = (table: "Gifted" | "StampGifted") => Prisma.sql`
    NOT EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} g JOIN "ScheduleRun" r ON r.id = g."scheduleId"
                 WHERE g."customerId" = c.id AND r.name = 'birthday' AND r."companyId" = ${company.id} AND r.id <> ${run.id}
                   AND r.day >= ${`${year}-01-01`}::date AND r.day < ${`${year + 1}-01-01`}::date)`;
  const give = (tx: Prisma.TransactionClient, table: "Gifted" | "StampGifted", amount: number) =>
    tx.$queryRaw<{ customerId: string }[]>`
      INSERT INTO ${Prisma.raw(`"${table}"`)} (id, points, message, "companyId", "customerId", "scheduleId", "createdAt", "updatedAt")
      SELECT gen_random_uuid()::text, ${amount}, ${BIRTHDAY_GIFT_MESSAGE}, ${company.id}, c.id, ${run.id}, now(), now()
        FROM "Customer" c
       WHERE ${birthdayToday} AND ${notGiftedThisYear(table)}
      ON CONFLICT ("scheduleId", "customerId") DO NOTHING
      RETURNING "customerId"`;

  // Concurrent runs of the same shop and day take turns: otherwise one could win a customer's points and
  // the other the stamps, and both would mail that customer.
  const [pointsGifted, stampsGifted] = await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${run.id}, 0))`;
    return [points > 0 ? await give(tx, "Gifted", points) : [], stamps > 0 ? await give(tx, "StampGifted", stamps) : []];
  });
  const gifted = new Set([...pointsGifted, ...stampsGifted].map((row) => row.customerId));
  const withPoints = new Set(pointsGifted.map((row) => row.customerId));
  const withStamps = new Set(stampsGifted.map((row) => row.customerId));

  const message = company.birthdayNotification?.trim();
  const mailed = message
    ? await mailCustomers(services, await consentingAddresses(db, [...gifted]), (customerId) => ({
        subject: `Χρόνια πολλά από ${company.name}!`,
        text: `${message}\n\nΣας κάναμε δώρο ${pointsAndStamps(withPoints.has(customerId) ? points : 0, withStamps.has(customerId) ? stamps : 0)}.`,
      }))
    : 0;
  const result = { points: pointsGifted.length, stamps: stampsGifted.length, mailed };
  await finishRun(db, run, result);
  return result;
}
