import type { CompanyContext } from "../../trpc.js";
import { averageTransactionDiff } from "../../customers/visits.js";
import type { AverageTransactionDiffInput } from "./averageTransactionDiff.schema.js";

/** Days between visits as a raw number (the panel shows 2 decimals), null with fewer than 2 visits. */
export async function averageTransactionDiffHandler({ ctx, input }: { ctx: CompanyContext; input: AverageTransactionDiffInput }) {
  return averageTransactionDiff(ctx.db, ctx.company.id, input.customerId, input.tagId);
}
