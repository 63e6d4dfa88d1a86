// "My shop": customers at risk — regulars (two visit days or more) whose time since their last visit
// is already longer than their usual gap, (last − first) / (visit days − 1). Most recently lapsed first.
import { Prisma } from "../generated/prisma/client.js";
import type { Db } from "../db/client.js";
import { athensDayOf } from "../shared/analytics.js";
import { count, dayText } from "./period.js";
import { STILL_CUSTOMER } from "../customers/departed.js";

export type AtRiskCustomer = {
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  lastVisit: string;
  visits: number;
  usualGapDays: number;
  daysSinceLastVisit: number;
};

// A customer who left the shop from the wallet is gone, not at risk.
const overdue = (today: string) => Prisma.sql`
  ${STILL_CUSTOMER} AND v.days >= 2 AND (${today}::date - v."lastDay") * (v.days - 1) > (v."lastDay" - v."firstDay")`;

export async function customersAtRisk(db: Db, companyId: string, options: { limit: number | null; today?: string }) {
  const today = options.today ?? athensDayOf(new Date());
  const [{ total }] = await db.$queryRaw<{ total: bigint }[]>`
    SELECT count(*) AS total FROM "CustomerVisits" v JOIN "Customer" c ON c.id = v."customerId" WHERE v."companyId" = ${companyId} AND ${overdue(today)}`;
  const rows = await db.$queryRaw<
    { id: string; phone: string; first_name: string | null; last_name: string | null; first_day: Date; last_day: Date; days: number }[]
  >`
    SELECT c.id, c.phone, c."firstName" AS first_name, c."lastName" AS last_name, v."firstDay" AS first_day, v."lastDay" AS last_day, v.days
      FROM "CustomerVisits" v JOIN "Customer" c ON c.id = v."customerId"
     WHERE v."companyId" = ${companyId} AND ${overdue(today)}
     ORDER BY v."lastDay" DESC, c.id
     ${options.limit === null ? Prisma.empty : Prisma.sql`LIMIT ${options.limit}`}`;
  const dayMs = 86_400_000;
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  return {
    total: count(total),
    customers: rows.map(
      (row): AtRiskCustomer => ({
        id: row.id,
        phone: row.phone,
        firstName: row.first_name,
        lastName: row.last_name,
        lastVisit: dayText(row.last_day),
        visits: row.days,
        usualGapDays: (row.last_day.getTime() - row.first_day.getTime()) / dayMs / (row.days - 1),
        daysSinceLastVisit: Math.round((todayMs - row.last_day.getTime()) / dayMs),
      }),
    ),
  };
}
