import type { AuthedContext } from "../../trpc.js";
import type { SendInput } from "./messageThread.schema.js";
import { addMessage, threadNotFound } from "./threads.js";

export async function adminReplyHandler({ ctx, input }: { ctx: AuthedContext; input: SendInput }) {
  const thread = await ctx.db.messageThread.findUnique({ where: { id: input.threadId } });
  if (!thread) throw threadNotFound();
  return addMessage(ctx.db, thread, ctx.user.id, input.text, ctx.user.id);
}
