import type { CompanyContext } from "../../trpc.js";
import type { SendInput } from "./messageThread.schema.js";
import { addMessage, threadNotFound } from "./threads.js";

export async function sendHandler({ ctx, input }: { ctx: CompanyContext; input: SendInput }) {
  const thread = await ctx.db.messageThread.findFirst({ where: { id: input.threadId, companyId: ctx.company.id } });
  if (!thread) throw threadNotFound();
  return addMessage(ctx.db, thread, ctx.user.id, input.text, ctx.user.id);
}
