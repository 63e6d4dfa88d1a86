import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { campaignTypeInput } from "./type.schema.js";

export const reviewQueueSchema = z.object({ type: campaignTypeInput.optional() }).optional();
export type ReviewQueueInput = z.infer<typeof reviewQueueSchema>;

const REVIEW_MESSAGE_MAX = 2000;

export const rejectSchema = z.object({
  id: idInput,
  message: z.string({ required_error: "Γράψτε τι πρέπει να βελτιωθεί." }).trim().min(1, "Γράψτε τι πρέπει να βελτιωθεί.").max(REVIEW_MESSAGE_MAX),
});
export type RejectInput = z.infer<typeof rejectSchema>;

/** An approval may carry a note for the shop too (left out or blank: none). */
export const approveSchema = z.object({
  id: idInput,
  message: z
    .string()
    .trim()
    .max(REVIEW_MESSAGE_MAX, `Το σχόλιο είναι έως ${REVIEW_MESSAGE_MAX} χαρακτήρες.`)
    .nullish()
    .transform((message) => message || null),
});
export type ApproveInput = z.infer<typeof approveSchema>;

/** The list of one type the owner has opened. */
export const markSeenSchema = z.object({ type: campaignTypeInput });
export type MarkSeenInput = z.infer<typeof markSeenSchema>;
