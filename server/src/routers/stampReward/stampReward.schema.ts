import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { commonRewardFields, rewardCost, storedValidUntilInput } from "../../rewards/fields.js";

const stampRewardFields = { ...commonRewardFields, points: rewardCost(1_000) };

export const createStampRewardSchema = z.object(stampRewardFields);
export const updateStampRewardSchema = z.object({ id: idInput, ...stampRewardFields, validUntil: storedValidUntilInput });

export type CreateStampRewardInput = z.infer<typeof createStampRewardSchema>;
export type UpdateStampRewardInput = z.infer<typeof updateStampRewardSchema>;
