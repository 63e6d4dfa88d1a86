import type { AuthedContext } from "../../trpc.js";
import type { z } from "zod";
import type { outboxListInput } from "./list.schema.js";

const OUTBOX_PAGE_SIZE = 50;

/**
 * The newest messages the development transports kept instead of sending them (e-mail without SMTP_URL,
 * SMS without SMS_API_URL, push without Expo), of every channel or of one, for platform admins; with a
 * search, those whose recipient, subject or text contains it (any case).
 */
export async function listHandler({ ctx, input }: { ctx: AuthedContext; input: z.infer<typeof outboxListInput> }) {
  const search = input?.search || undefined;
  const contains = { contains: search, mode: "insensitive" as const };
  const messages = await ctx.db.outboxMessage.findMany({
    where: {
      ...(input?.channel ? { channel: input.channel } : {}),
      ...(search ? { OR: [{ to: contains }, { subject: contains }, { text: contains }] } : {}),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: OUTBOX_PAGE_SIZE,
  });
  return messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() }));
}
