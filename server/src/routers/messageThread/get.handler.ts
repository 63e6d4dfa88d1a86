import type { CompanyContext } from "../../trpc.js";
import type { IdInput } from "./messageThread.schema.js";
import { openThread, threadNotFound } from "./threads.js";

/** Marks the platform's replies read. */
export async function getHandler({ ctx, input }: { ctx: CompanyContext; input: IdInput }) {
  const thread = await ctx.db.messageThread.findFirst({ where: { id: input.id, companyId: ctx.company.id } });
  if (!thread) throw threadNotFound();
  return openThread(ctx.db, thread, "shop", ctx.user.id);
}
