// Visit frequency (customer panel): the average number of days between consecutive non-cancelled
// purchases, points and stamp purchases together, optionally only those with a tag.
import { Prisma } from "../generated/prisma/client.js";
import type { Db } from "../db/client.js";
import { customerNotFound } from "./detail.js";

const DAY_MS = 86_400_000;

/** Days as a raw number (the admin rounds it), or null with fewer than 2 purchases. The average of
 *  consecutive gaps telescopes to (last − first) / (n − 1). */
export async function averageTransactionDiff(db: Db, companyId: string, customerId: string, tagId?: string): Promise<number | null> {
  const customer = await db.customer.findFirst({ where: { id: customerId, companyId }, select: { id: true } });
  if (!customer) throw customerNotFound();
  const tagged = (table: "TagOnTransaction" | "TagOnStampTransaction", alias: string) =>
    tagId
      ? Prisma.sql`AND EXISTS (SELECT 1 FROM ${Prisma.raw(`"${table}"`)} AS tag WHERE tag."transactionId" = ${Prisma.raw(alias)}.id AND tag."tagId" = ${tagId})`
      : Prisma.empty;
  const [row] = await db.$queryRaw<Array<{ visits: bigint; first: Date | null; last: Date | null }>>`
    SELECT count(*) AS visits, min(at) AS first, max(at) AS last FROM (
      SELECT t."createdAt" AS at FROM "Transaction" AS t
       WHERE t."customerId" = ${customer.id} AND t."cancelledAt" IS NULL ${tagged("TagOnTransaction", "t")}
      UNION ALL
      SELECT s."createdAt" FROM "StampTransaction" AS s
       WHERE s."customerId" = ${customer.id} AND s."cancelledAt" IS NULL ${tagged("TagOnStampTransaction", "s")}
    ) AS purchases`;
  const visits = Number(row.visits);
  if (visits < 2 || !row.first || !row.last) return null;
  return (row.last.getTime() - row.first.getTime()) / DAY_MS / (visits - 1);
}
