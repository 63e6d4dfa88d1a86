// The bare-SQL floor of the counter's benchmark: the statements the server runs for an award, a coupon
// redemption and a history phone search, through a pg pool of the server's size, without HTTP, tRPC,
// the session check or Prisma. What the server adds on top of these is what the ratio measures.
import { randomUUID } from "node:crypto";
import { createPool } from "../../server/src/db/client.js";
import type { Company } from "../../server/src/generated/prisma/client.js";
import { counterAwardQuery } from "../../server/src/ledger/award.js";
import { purchaseGivesStamp } from "../../server/src/ledger/counterRules.js";
import { newCouponCode } from "../../server/src/rewards/codes.js";
import { pointsFor } from "../../server/src/shared/money.js";

export async function counterFloor(databaseUrl: string, poolSize: number, companyId: string, storeId: string) {
  // The server's own pool settings, so an idle connection the bench's DROP DATABASE ends is no crash.
  const pool = createPool(databaseUrl, poolSize);
  const ok = () => true as const;
  const { rows } = await pool.query<Company>(`SELECT * FROM "Company" WHERE id = $1`, [companyId]);
  const company = rows[0];
  return {
    // The server's own statement (ledger/award.ts), with the values transaction.add gives it.
    add: (phone: string, amount: number) => {
      const input = { phone, amount, tagIds: [], storeId, idempotencyKey: randomUUID(), confirmNewCustomer: true };
      const points = { pointsMult: company.pointsMult, points: pointsFor(amount, company.pointsMult), givesStamp: purchaseGivesStamp(company, amount) };
      return pool.query(counterAwardQuery(company, input, points, [newCouponCode("points"), newCouponCode("points")])).then(ok);
    },
    redeem: (code: string) =>
      pool
        .query(
          `UPDATE "Coupon" x SET "usedAt" = now() FROM "Customer" c WHERE x.code = $1 AND x."usedAt" IS NULL AND c.id = x."customerId" AND c."companyId" = $2 RETURNING x.code`,
          [code, companyId],
        )
        .then(ok),
    search: async (digits: string) => {
      const { rows } = await pool.query<{ id: string }>(`SELECT id FROM "Customer" WHERE "companyId" = $1 AND phone LIKE $2 LIMIT 1001`, [
        companyId,
        `%${digits}%`,
      ]);
      const ids = rows.map((row) => row.id);
      await Promise.all([
        pool.query(`SELECT count(*)::int FROM "Transaction" t WHERE t."companyId" = $1 AND t."customerId" = ANY($2)`, [companyId, ids]),
        pool.query(
          `SELECT t.id, t.amount, t."createdAt", c.phone FROM "Transaction" t JOIN "Customer" c ON c.id = t."customerId"
           WHERE t."companyId" = $1 AND t."customerId" = ANY($2) ORDER BY t."createdAt" DESC, t.id DESC LIMIT 26`,
          [companyId, ids],
        ),
      ]);
      return true as const;
    },
    end: () => pool.end(),
  };
}
