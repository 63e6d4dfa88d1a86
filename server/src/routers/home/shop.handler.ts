import { shopHome } from "../../home/nextSteps.js";
import type { CompanyContext } from "../../trpc.js";

/** The owner's home page: campaigns waiting for review and what to do next. */
export function shopHandler({ ctx }: { ctx: CompanyContext }) {
  return shopHome(ctx.db, ctx.company, new Date());
}
