// A shop's total number of rows in a history list, from the trigger-kept LedgerCount shards
// (prisma/sql/ledger/ledger_count.sql): a few small rows, one per shard,
// instead of a COUNT over millions.
import { queryRows, type SqlClient } from "../db/sql.js";
import { Prisma } from "../generated/prisma/client.js";

export type LedgerKind = "transactions" | "stamps-transactions" | "coupons" | "stamps-coupons";

export async function ledgerTotal(client: SqlClient, companyId: string, kind: LedgerKind): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    client,
    Prisma.sql`SELECT COALESCE(sum(count), 0)::float8 AS total FROM "LedgerCount" WHERE "companyId" = ${companyId} AND kind = ${kind}`,
  );
  return row.total;
}
