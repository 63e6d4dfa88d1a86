import { shopToday } from "../../analytics/today.js";
import type { CompanyContext } from "../../trpc.js";

/** Today so far beside the same weekday last week, up to the same hour (the admin's home page). */
export function shopTodayHandler({ ctx }: { ctx: CompanyContext }) {
  return shopToday(ctx.db, ctx.company.id, new Date());
}
