import type { CompanyContext } from "../../trpc.js";
import { fromPlatform } from "./threads.js";

/** The platform's replies the shop has not read, over all its threads (a badge on the contact link). */
export async function unreadCountHandler({ ctx }: { ctx: CompanyContext }) {
  const count = await ctx.db.message.count({ where: { read: false, thread: { companyId: ctx.company.id }, ...fromPlatform(ctx.company.id) } });
  return { count };
}
