import { loadSubmission, requireAlertFlag, submissionContent, type AlertSubmission } from "../../campaigns/submissions.js";
import type { CompanyContext } from "../../trpc.js";
import type { CreateInput } from "./create.schema.js";

/** A new submission, waiting for the platform's review. */
export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateInput }): Promise<AlertSubmission> {
  requireAlertFlag(ctx.company, input.type);
  const content = await submissionContent(ctx.db, ctx.env, ctx.company.id, input);
  const row = await ctx.db.alertReview.create({ data: { ...content, companyId: ctx.company.id, type: input.type } });
  return loadSubmission(ctx.db, row.id);
}
