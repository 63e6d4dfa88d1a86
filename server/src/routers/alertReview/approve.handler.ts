import { transition } from "../../campaigns/stateMachine.js";
import { loadSubmission, type AlertSubmission } from "../../campaigns/submissions.js";
import type { AuthedContext } from "../../trpc.js";
import type { IdInput } from "./id.schema.js";

export async function approveHandler({ ctx, input }: { ctx: AuthedContext; input: IdInput }): Promise<AlertSubmission> {
  await transition(ctx.db, input.id, "APPROVED", { data: { reviewMessage: null } });
  ctx.log.info({ submissionId: input.id, by: ctx.user.id }, "alert submission approved");
  return loadSubmission(ctx.db, input.id);
}
