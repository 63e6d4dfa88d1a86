import { z } from "zod";

export const createSchema = z.object({
  rewardId: z.string().min(1).max(64),
  customerId: z.string().min(1).max(64),
  /** the coupon is handed over now: created already redeemed */
  redeemInstant: z.boolean().optional(),
  /** a stamp reward (StampReward) rather than a points reward */
  isStamp: z.boolean().optional(),
  /** a hidden reward, given for free */
  hidden: z.boolean().optional(),
});

export type CreateInput = z.infer<typeof createSchema>;
