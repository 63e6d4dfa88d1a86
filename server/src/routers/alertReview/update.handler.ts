import { TRPCError } from "@trpc/server";
import { transition } from "../../campaigns/stateMachine.js";
import { findShopSubmission, loadSubmission, requireAlertFlag, submissionContent, type AlertSubmission } from "../../campaigns/submissions.js";
import type { CompanyContext } from "../../trpc.js";
import type { UpdateInput } from "./create.schema.js";

/**
 * Editing a rejected submission sends it back for review (same id); editing an executed one starts a
 * new submission (new id), the sent one stays as it was. Anything else is refused by the state machine.
 */
export async function updateHandler({ ctx, input }: { ctx: CompanyContext; input: UpdateInput }): Promise<AlertSubmission> {
  const { id, ...fields } = input;
  const existing = await findShopSubmission(ctx.db, ctx.company.id, id);
  requireAlertFlag(ctx.company, existing.type);
  if (fields.type !== existing.type) throw new TRPCError({ code: "BAD_REQUEST", message: "Ο τύπος της υποβολής δεν αλλάζει." });
  const content = await submissionContent(ctx.db, ctx.env, ctx.company.id, fields);
  if (existing.status === "EXECUTED") {
    const row = await ctx.db.alertReview.create({ data: { ...content, companyId: ctx.company.id, type: existing.type } });
    return loadSubmission(ctx.db, row.id);
  }
  await transition(ctx.db, id, "PENDING_REVIEW", { companyId: ctx.company.id, data: { ...content, reviewMessage: null } });
  return loadSubmission(ctx.db, id);
}
