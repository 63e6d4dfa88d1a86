import { findShopSubmission, requireAlertFlag, toSubmission, type AlertSubmission } from "../../campaigns/submissions.js";
import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./id.schema.js";

export async function getByIdHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }): Promise<AlertSubmission> {
  const row = await findShopSubmission(ctx.db, ctx.company.id, input.id);
  requireAlertFlag(ctx.company, row.type);
  return toSubmission(row);
}
