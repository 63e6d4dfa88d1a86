import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import type { StampReward } from "../../generated/prisma/client.js";

export function toStampRewardItem(row: StampReward) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    points: row.points,
    url: row.url,
    validUntil: row.validUntil?.toISOString() ?? null,
    hidden: row.hidden,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function assertStampRewardOf(db: Db, companyId: string, id: string) {
  const reward = await db.stampReward.findFirst({ where: { id, companyId }, select: { id: true, validUntil: true } });
  if (!reward) throw new TRPCError({ code: "NOT_FOUND", message: "Η ανταμοιβή δεν βρέθηκε." });
  return reward;
}
