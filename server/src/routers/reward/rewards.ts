import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { Reward } from "../../generated/prisma/client.js";

export function toRewardItem(row: Reward) {
  return {
    id: row.id,
    title: row.title,
    adminTitle: row.adminTitle,
    description: row.description,
    points: row.points,
    amount: String(row.amount),
    url: row.url,
    validUntil: row.validUntil?.toISOString() ?? null,
    hidden: row.hidden,
    giftOnNthTransaction: row.giftOnNthTransaction,
    instantReward: row.instantReward,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function assertRewardOf(db: Db, companyId: string, id: string) {
  const reward = await db.reward.findFirst({ where: { id, companyId }, select: { id: true, validUntil: true } });
  if (!reward) throw new TRPCError({ code: "NOT_FOUND", message: "Η ανταμοιβή δεν βρέθηκε." });
  return reward;
}
