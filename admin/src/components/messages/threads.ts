// The two sides of a shop ↔ platform conversation, over the same screens: the shop's contact page
// and the platform admin's inbox. Each side is two resources of the data provider: its threads (list
// and show) and the messages written into them (create).
import type { ListRecord, OneRecord } from "../../providers/procedures";

type Shop = { company?: { id: string; name: string } };
export type ThreadItem = ListRecord<"support-threads"> & Shop;
export type ThreadDetail = OneRecord<"support-threads"> & Shop;
export type MessageItem = ThreadDetail["messages"][number];

export type ThreadSide = {
  side: "shop" | "platform";
  threads: "support-threads" | "platform-support-threads";
  messages: "support-messages" | "platform-support-messages";
  /** Only the shop opens new conversations. */
  opensThreads: boolean;
};

export const shopSide: ThreadSide = { side: "shop", threads: "support-threads", messages: "support-messages", opensThreads: true };

export const platformSide: ThreadSide = {
  side: "platform",
  threads: "platform-support-threads",
  messages: "platform-support-messages",
  opensThreads: false,
};
