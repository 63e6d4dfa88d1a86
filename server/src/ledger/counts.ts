// A shop's total number of rows in a history list, from the trigger-kept LedgerCount shards
// (prisma/migrations/*_ledger_counts): 16 small rows instead of a COUNT over millions.
import type { Tx } from "./transaction.js";

export type LedgerKind = "transactions" | "stamps-transactions" | "coupons" | "stamps-coupons";

export async function ledgerTotal(client: Tx, companyId: string, kind: LedgerKind): Promise<number> {
  const total = await client.ledgerCount.aggregate({ where: { companyId, kind }, _sum: { count: true } });
  return Number(total._sum.count ?? 0);
}
