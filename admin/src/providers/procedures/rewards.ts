// The shop's point rewards and stamp rewards. They are deactivated, never deleted (issued coupons refer
// to them): the switch is its own call, the update is the reward's edit.
import type { CallList, Client } from "./byPath";
import { createWith, oneOf, updateById, wholeList, type Resource } from "./resource";

const REWARD_NOT_FOUND = "Η ανταμοιβή δεν βρέθηκε.";

export function rewardResources(trpc: Client) {
  return {
    rewards: {
      getList: async () => wholeList(await trpc.reward.list.query()),
      getOne: async (id) => oneOf(await trpc.reward.list.query(), id, REWARD_NOT_FOUND),
      create: createWith(trpc.reward.create),
      update: updateById(trpc.reward.update),
    },
    "stamp-rewards": {
      getList: async () => wholeList(await trpc.stampReward.list.query()),
      getOne: async (id) => oneOf(await trpc.stampReward.list.query(), id, REWARD_NOT_FOUND),
      create: createWith(trpc.stampReward.create),
      update: updateById(trpc.stampReward.update),
    },
  } satisfies Record<string, Resource>;
}

export const rewardCalls = {
  "reward.setActive": "mutation",
  "stampReward.setActive": "mutation",
} satisfies CallList;
