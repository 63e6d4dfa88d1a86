import { transition } from "../../campaigns/stateMachine.js";
import { loadSubmission, type AlertSubmission } from "../../campaigns/submissions.js";
import type { AuthedContext } from "../../trpc.js";
import type { RejectInput } from "./review.schema.js";

/** Sends the submission back to the shop with what to improve (shown under «Θέματα προς βελτίωση»). */
export async function rejectHandler({ ctx, input }: { ctx: AuthedContext; input: RejectInput }): Promise<AlertSubmission> {
  await transition(ctx.db, input.id, "REJECTED", { data: { reviewMessage: input.message } });
  ctx.log.info({ submissionId: input.id, by: ctx.user.id }, "alert submission rejected");
  return loadSubmission(ctx.db, input.id);
}
