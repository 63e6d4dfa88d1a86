// Conversations between a shop and the platform (/admin/contact). A message is the shop's when its
// sender is an employee (or owner) of the thread's shop, the platform's otherwise; `read` is set when
// the other side opens the thread, so each side's unread count is the other side's unread messages.
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import { Prisma, type Message, type MessageThread, type User } from "../../generated/prisma/client.js";

export type Side = "shop" | "platform";

export const THREAD_LIST_LIMIT = 200;

/** Messages written by the shop's people (whatever the side reading them). */
const fromShop = (companyId: string): Prisma.MessageWhereInput => ({ sender: { employments: { some: { companyId } } } });
export const fromPlatform = (companyId: string): Prisma.MessageWhereInput => ({ NOT: fromShop(companyId) });

export function threadNotFound() {
  return new TRPCError({ code: "NOT_FOUND", message: "Η συζήτηση δεν βρέθηκε." });
}

type ThreadStats = { threadId: string; lastMessageAt: Date | null; unread: number };

/** Per thread: the last message's time and the messages the reading side has not read yet. */
export async function threadStats(db: Db, threadIds: string[], reader: Side): Promise<Map<string, ThreadStats>> {
  if (threadIds.length === 0) return new Map();
  const fromShopSql = Prisma.sql`EXISTS (SELECT 1 FROM "Employee" e WHERE e."userId" = m."senderId" AND e."companyId" = t."companyId")`;
  const otherSide = reader === "shop" ? Prisma.sql`NOT ${fromShopSql}` : fromShopSql;
  const rows = await db.$queryRaw<ThreadStats[]>`
    SELECT t.id AS "threadId", max(m."createdAt") AS "lastMessageAt",
           (count(m.id) FILTER (WHERE NOT m.read AND ${otherSide}))::int AS unread
    FROM "MessageThread" t LEFT JOIN "Message" m ON m."threadId" = t.id
    WHERE t.id = ANY(${threadIds}::text[])
    GROUP BY t.id`;
  return new Map(rows.map((row) => [row.threadId, row]));
}

export function toThreadItem(thread: MessageThread, stats: ThreadStats | undefined) {
  return {
    id: thread.id,
    title: thread.title,
    createdAt: thread.createdAt.toISOString(),
    updatedAt: thread.updatedAt.toISOString(),
    lastMessageAt: (stats?.lastMessageAt ?? thread.createdAt).toISOString(),
    unread: stats?.unread ?? 0,
  };
}

type MessageWithSender = Message & { sender: Pick<User, "name" | "email"> & { employments: Array<{ id: string }> } };

const messageInclude = (companyId: string) =>
  ({ sender: { select: { name: true, email: true, employments: { where: { companyId }, select: { id: true } } } } }) satisfies Prisma.MessageInclude;

function toMessageItem(message: MessageWithSender, viewerId: string) {
  return {
    id: message.id,
    text: message.text,
    createdAt: message.createdAt.toISOString(),
    read: message.read,
    fromPlatform: message.sender.employments.length === 0,
    senderName: message.sender.name ?? message.sender.email,
    mine: message.senderId === viewerId,
  };
}

/** The thread with its messages, oldest first, after marking the other side's messages read. */
export async function openThread(db: Db, thread: MessageThread, reader: Side, viewerId: string) {
  const otherSide = reader === "shop" ? fromPlatform(thread.companyId) : fromShop(thread.companyId);
  await db.message.updateMany({ where: { threadId: thread.id, read: false, ...otherSide }, data: { read: true } });
  const messages = await db.message.findMany({
    where: { threadId: thread.id },
    include: messageInclude(thread.companyId),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return {
    id: thread.id,
    title: thread.title,
    createdAt: thread.createdAt.toISOString(),
    messages: messages.map((message) => toMessageItem(message, viewerId)),
  };
}

/** Adds a message and moves the thread to the top of both lists. */
export async function addMessage(db: Db, thread: MessageThread, senderId: string, text: string, viewerId: string) {
  const [message] = await db.$transaction([
    db.message.create({ data: { threadId: thread.id, senderId, text }, include: messageInclude(thread.companyId) }),
    db.messageThread.update({ where: { id: thread.id }, data: { updatedAt: new Date() } }),
  ]);
  return toMessageItem(message, viewerId);
}
