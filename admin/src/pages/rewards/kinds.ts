// Point rewards and stamp rewards are managed the same way; what differs is named here.
import { useInvalidate } from "@refinedev/core";

export type RewardKind = "points" | "stamps";

export const rewardKinds = {
  points: {
    resource: "rewards",
    title: "Ανταμοιβές πόντων",
    newTitle: "Νέα ανταμοιβή πόντων",
    editTitle: "Επεξεργασία ανταμοιβής πόντων",
    costLabel: "Κόστος σε πόντους",
    costUnit: (cost: number) => (cost === 1 ? "1 πόντος" : `${cost} πόντοι`),
    maxCost: 1_000_000,
  },
  stamps: {
    resource: "stamp-rewards",
    title: "Ανταμοιβές στάμπας",
    newTitle: "Νέα ανταμοιβή στάμπας",
    editTitle: "Επεξεργασία ανταμοιβής στάμπας",
    costLabel: "Στάμπες που χρειάζονται",
    costUnit: (cost: number) => (cost === 1 ? "1 στάμπα" : `${cost} στάμπες`),
    maxCost: 1_000,
  },
} as const;

export const NOT_FOUND_MESSAGE = "Η ανταμοιβή δεν βρέθηκε.";

/**
 * The customer panel keeps its reward offers (resource "reward-offers") for a day (SPEC section 9);
 * after any change to a reward they are read again, so the counter offers what the owner just set.
 */
export function useRefreshPanelRewards() {
  const invalidate = useInvalidate();
  return () => void invalidate({ resource: "reward-offers", invalidates: ["list"] });
}
