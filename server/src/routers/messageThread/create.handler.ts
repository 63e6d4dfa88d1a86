import type { CompanyContext } from "../../trpc.js";
import type { CreateThreadInput } from "./messageThread.schema.js";
import { threadStats, toThreadItem } from "./threads.js";

export async function createHandler({ ctx, input }: { ctx: CompanyContext; input: CreateThreadInput }) {
  const thread = await ctx.db.messageThread.create({
    data: { companyId: ctx.company.id, title: input.title, messages: { create: { senderId: ctx.user.id, text: input.text } } },
  });
  const stats = await threadStats(ctx.db, [thread.id], "shop");
  return toThreadItem(thread, stats.get(thread.id));
}
