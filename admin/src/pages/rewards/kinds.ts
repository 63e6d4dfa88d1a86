// Point rewards and stamp rewards are managed the same way; what differs is named here.
import { useQueryClient } from "@tanstack/react-query";
import { keys as panelKeys } from "../customers/panel/queries";

export type RewardKind = "points" | "stamps";

export const rewardKinds = {
  points: {
    resource: "rewards",
    path: "/admin/rewards",
    title: "Ανταμοιβές πόντων",
    newTitle: "Νέα ανταμοιβή πόντων",
    editTitle: "Επεξεργασία ανταμοιβής πόντων",
    costLabel: "Κόστος σε πόντους",
    costUnit: (cost: number) => (cost === 1 ? "1 πόντος" : `${cost} πόντοι`),
    maxCost: 1_000_000,
  },
  stamps: {
    resource: "stamp-rewards",
    path: "/admin/stamp-rewards",
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
 * The customer panel keeps its reward lists for a day (SPEC section 9); after any change to a
 * reward they are read again, so the counter offers what the owner just set. The panel still reads
 * them under its own query keys: once it reads them through the provider, Refine's invalidation of
 * the reward resources replaces this.
 */
export function useRefreshPanelRewards() {
  const client = useQueryClient();
  return () =>
    void Promise.all(
      [panelKeys.rewards, panelKeys.stampRewards, panelKeys.hiddenRewards].map((queryKey) => client.invalidateQueries({ queryKey })),
    );
}
