import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { campaignTypeInput } from "./type.schema.js";

export const reviewQueueSchema = z.object({ type: campaignTypeInput.optional() }).optional();
export type ReviewQueueInput = z.infer<typeof reviewQueueSchema>;

export const rejectSchema = z.object({
  id: idInput,
  message: z.string({ required_error: "Γράψτε τι πρέπει να βελτιωθεί." }).trim().min(1, "Γράψτε τι πρέπει να βελτιωθεί.").max(2000),
});
export type RejectInput = z.infer<typeof rejectSchema>;
