import type { AuthedContext } from "../../trpc.js";
import { THREAD_LIST_LIMIT, threadStats, toThreadItem } from "./threads.js";

/** Every shop's threads, latest activity first, each with the shop's unread messages. */
export async function adminListHandler({ ctx }: { ctx: AuthedContext }) {
  const threads = await ctx.db.messageThread.findMany({
    include: { company: { select: { id: true, name: true } } },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take: THREAD_LIST_LIMIT,
  });
  const stats = await threadStats(
    ctx.db,
    threads.map((thread) => thread.id),
    "platform",
  );
  return threads.map(({ company, ...thread }) => ({ ...toThreadItem(thread, stats.get(thread.id)), company }));
}
