// "My shop": monthly cohorts — the customers whose first visit fell in each month of the period, and
// how many of them visited again in each following month up to the period's last month.
import type { Db } from "../db/client.js";
import { count, dayText, type Period } from "./period.js";

export type Cohort = {
  /** "YYYY-MM" */
  month: string;
  /** customers whose first visit was in this month */
  customers: number;
  /** returned[k - 1]: of them, customers who visited in the k-th month after */
  returned: number[];
};

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthsBetween = (from: string, to: string) =>
  (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

export async function shopRetention(db: Db, companyId: string, { from, to }: Period): Promise<Cohort[]> {
  const first = monthStart(from);
  const last = monthStart(to);
  const cells = await db.$queryRaw<{ cohort: Date; month: Date; customers: bigint }[]>`
    SELECT cohort, month, sum(customers)::bigint AS customers
      FROM "AnalyticsCohort"
     WHERE "companyId" = ${companyId} AND cohort BETWEEN ${first}::date AND ${last}::date AND month <= ${last}::date
     GROUP BY 1, 2`;
  const cohorts: Cohort[] = [];
  for (let index = 0; index <= monthsBetween(first, last); index++) {
    const month = new Date(Date.UTC(Number(first.slice(0, 4)), Number(first.slice(5, 7)) - 1 + index, 1));
    const key = dayText(month);
    const later = monthsBetween(key, last);
    const returned = Array<number>(later).fill(0);
    let customers = 0;
    for (const cell of cells) {
      if (dayText(cell.cohort) !== key) continue;
      const offset = monthsBetween(key, dayText(cell.month));
      if (offset === 0) customers = count(cell.customers);
      else if (offset > 0 && offset <= later) returned[offset - 1] = count(cell.customers);
    }
    cohorts.push({ month: key.slice(0, 7), customers, returned });
  }
  return cohorts;
}
