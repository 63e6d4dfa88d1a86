// Point rewards and stamp rewards (the resources "rewards" and "stamp-rewards", each with its pages in
// pages/<resource>/) are managed with the same screens, in this folder; what differs is named here.
import { useInvalidate } from "@refinedev/core";
import { countText } from "@shared/counts.js";

export type RewardKind = "points" | "stamps";

export const rewardKinds = {
  points: {
    resource: "rewards",
    setActive: "reward.setActive",
    title: "Ανταμοιβές πόντων",
    newTitle: "Νέα ανταμοιβή πόντων",
    editTitle: "Επεξεργασία ανταμοιβής πόντων",
    costLabel: "Κόστος σε πόντους",
    costUnit: (cost: number) => countText(cost, "point"),
    maxCost: 1_000_000,
  },
  stamps: {
    resource: "stamp-rewards",
    setActive: "stampReward.setActive",
    title: "Ανταμοιβές στάμπας",
    newTitle: "Νέα ανταμοιβή στάμπας",
    editTitle: "Επεξεργασία ανταμοιβής στάμπας",
    costLabel: "Στάμπες που χρειάζονται",
    costUnit: (cost: number) => countText(cost, "stamp"),
    maxCost: 1_000,
  },
} as const;

/**
 * The customer panel keeps its reward offers (resource "reward-offers") for a day;
 * after any change to a reward they are read again, so the counter offers what the owner just set.
 */
export function useRefreshPanelRewards() {
  const invalidate = useInvalidate();
  return () => void invalidate({ resource: "reward-offers", invalidates: ["list"] });
}
