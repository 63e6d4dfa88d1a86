import type { AuthedContext } from "../../trpc.js";

/** The platform admin's home page: how many campaigns of every shop wait for review. */
export async function platformHandler({ ctx }: { ctx: AuthedContext }) {
  return { reviewQueue: await ctx.db.alertReview.count({ where: { status: "PENDING_REVIEW" } }) };
}
