import type { AuthedContext } from "../../trpc.js";

export const OUTBOX_PAGE_SIZE = 50;

/** The newest messages kept by the development mailer (no SMTP_URL), for platform admins. */
export async function listHandler({ ctx }: { ctx: AuthedContext }) {
  const messages = await ctx.db.outboxMessage.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: OUTBOX_PAGE_SIZE });
  return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
}
