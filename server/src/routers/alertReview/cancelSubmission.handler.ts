import { transition } from "../../campaigns/stateMachine.js";
import { findShopSubmission, loadSubmission, requireAlertFlag, type AlertSubmission } from "../../campaigns/submissions.js";
import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./id.schema.js";

export async function cancelSubmissionHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }): Promise<AlertSubmission> {
  const existing = await findShopSubmission(ctx.db, ctx.company.id, input.id);
  requireAlertFlag(ctx.company, existing.type);
  await transition(ctx.db, input.id, "CANCELED_BY_USER", { companyId: ctx.company.id });
  return loadSubmission(ctx.db, input.id);
}
