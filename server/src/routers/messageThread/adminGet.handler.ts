import type { AuthedContext } from "../../trpc.js";
import type { IdInput } from "./messageThread.schema.js";
import { openThread, threadNotFound } from "./threads.js";

/** Marks the shop's messages read. */
export async function adminGetHandler({ ctx, input }: { ctx: AuthedContext; input: IdInput }) {
  const thread = await ctx.db.messageThread.findUnique({ where: { id: input.id }, include: { company: { select: { id: true, name: true } } } });
  if (!thread) throw threadNotFound();
  const { company, ...row } = thread;
  return { ...(await openThread(ctx.db, row, "platform", ctx.user.id)), company };
}
