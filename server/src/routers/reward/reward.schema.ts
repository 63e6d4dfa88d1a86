import { z } from "zod";
import { centsInput, idInput } from "../../lib/inputs.js";
import { commonRewardFields, rewardCost, storedValidUntilInput } from "../../rewards/fields.js";
import { optionalText, wholeNumber } from "../../settings/fields.js";

const rewardFields = z.object({
  ...commonRewardFields,
  adminTitle: optionalText(100),
  points: rewardCost(1_000_000),
  amount: centsInput({ allowZero: true }),
  giftOnNthTransaction: wholeNumber(1, 10_000, "Ο αριθμός συναλλαγών πρέπει να είναι θετικός ακέραιος.").nullable(),
  instantReward: z.boolean(),
});

/** Giving a reward automatically on the Nth purchase is what hidden rewards are for. */
function nthOnlyWhenHidden(value: { hidden: boolean; giftOnNthTransaction: number | null }, ctx: z.RefinementCtx) {
  if (value.giftOnNthTransaction !== null && !value.hidden) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Η αυτόματη δωρεά ισχύει μόνο για κρυφές ανταμοιβές.", path: ["giftOnNthTransaction"] });
  }
}

export const createRewardSchema = rewardFields.superRefine(nthOnlyWhenHidden);
export const updateRewardSchema = rewardFields.extend({ id: idInput, validUntil: storedValidUntilInput }).superRefine(nthOnlyWhenHidden);

export type CreateRewardInput = z.infer<typeof createRewardSchema>;
export type UpdateRewardInput = z.infer<typeof updateRewardSchema>;
