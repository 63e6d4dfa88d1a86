import type { CompanyContext } from "../../trpc.js";
import { THREAD_LIST_LIMIT, threadStats, toThreadItem } from "./threads.js";

/** The shop's threads, latest activity first, each with the platform's unread replies. */
export async function listHandler({ ctx }: { ctx: CompanyContext }) {
  const threads = await ctx.db.messageThread.findMany({
    where: { companyId: ctx.company.id },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: THREAD_LIST_LIMIT,
  });
  const stats = await threadStats(
    ctx.db,
    threads.map((thread) => thread.id),
    "shop",
  );
  return threads.map((thread) => toThreadItem(thread, stats.get(thread.id)));
}
