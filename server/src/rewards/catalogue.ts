// The rewards a cashier can turn into coupons: active and not expired. Point rewards and hidden rewards
// (gifts) come from Reward, stamp rewards from StampReward; all in one shape for the customer panel.
import type { Db } from "../db/client.js";

export type RewardOffer = {
  id: string;
  title: string;
  adminTitle: string | null;
  description: string | null;
  /** cost in points (stamps for stamp rewards); hidden rewards are given for free */
  points: number;
  /** cents as a string */
  amount: string;
  url: string | null;
  validUntil: string | null;
  giftOnNthTransaction: number | null;
  instantReward: boolean;
};

export type RewardList = "points" | "stamps" | "hidden";

function available(companyId: string, hidden: boolean) {
  return { companyId, active: true, hidden, OR: [{ validUntil: null }, { validUntil: { gt: new Date() } }] };
}

export async function listRewardOffers(db: Db, companyId: string, list: RewardList): Promise<RewardOffer[]> {
  const orderBy = [{ points: "asc" as const }, { title: "asc" as const }];
  if (list === "stamps") {
    const rewards = await db.stampReward.findMany({ where: available(companyId, false), orderBy });
    return rewards.map((reward) => ({
      id: reward.id,
      title: reward.title,
      adminTitle: null,
      description: reward.description,
      points: reward.points,
      amount: "0",
      url: reward.url,
      validUntil: reward.validUntil?.toISOString() ?? null,
      giftOnNthTransaction: null,
      instantReward: false,
    }));
  }
  const rewards = await db.reward.findMany({ where: available(companyId, list === "hidden"), orderBy });
  return rewards.map((reward) => ({
    id: reward.id,
    title: reward.title,
    adminTitle: reward.adminTitle,
    description: reward.description,
    points: reward.points,
    amount: String(reward.amount),
    url: reward.url,
    validUntil: reward.validUntil?.toISOString() ?? null,
    giftOnNthTransaction: reward.giftOnNthTransaction,
    instantReward: reward.instantReward,
  }));
}
