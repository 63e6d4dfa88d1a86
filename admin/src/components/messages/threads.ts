// The two sides of a shop ↔ platform conversation, over the same screens: the shop's contact page
// and the platform admin's inbox. Query keys follow the admin's [procedure path, input] rule.
import { trpc, type RouterOutputs } from "../../lib/trpc";

export type ThreadItem = RouterOutputs["messageThread"]["list"][number] & { company?: { id: string; name: string } };
export type ThreadDetail = RouterOutputs["messageThread"]["get"] & { company?: { id: string; name: string } };
export type MessageItem = ThreadDetail["messages"][number];

export type ThreadSide = {
  side: "shop" | "platform";
  listKey: readonly unknown[];
  list: () => Promise<ThreadItem[]>;
  threadKey: (id: string) => readonly unknown[];
  get: (id: string) => Promise<ThreadDetail>;
  reply: (threadId: string, text: string) => Promise<MessageItem>;
  /** Only the shop opens new conversations. */
  create?: (title: string, text: string) => Promise<ThreadItem>;
  /** Read again after a thread is opened (its messages become read). */
  countKeys: readonly (readonly unknown[])[];
};

export const shopSide: ThreadSide = {
  side: "shop",
  listKey: ["messageThread.list"],
  list: () => trpc.messageThread.list.query(),
  threadKey: (id) => ["messageThread.get", { id }],
  get: (id) => trpc.messageThread.get.query({ id }),
  reply: (threadId, text) => trpc.messageThread.send.mutate({ threadId, text }),
  create: (title, text) => trpc.messageThread.create.mutate({ title, text }),
  countKeys: [["messageThread.list"], ["messageThread.unreadCount"]],
};

export const platformSide: ThreadSide = {
  side: "platform",
  listKey: ["messageThread.adminList"],
  list: () => trpc.messageThread.adminList.query(),
  threadKey: (id) => ["messageThread.adminGet", { id }],
  get: (id) => trpc.messageThread.adminGet.query({ id }),
  reply: (threadId, text) => trpc.messageThread.adminReply.mutate({ threadId, text }),
  countKeys: [["messageThread.adminList"]],
};
