import { z } from "zod";
import { audienceSchema } from "../../campaigns/audience.js";
import { DELIVERY_STATUSES } from "../../campaigns/results.js";
import { idInput } from "../../lib/inputs.js";

export const campaignIdSchema = z.object({ id: idInput });
export type CampaignIdInput = z.infer<typeof campaignIdSchema>;

export const audienceCountSchema = z.object({ id: idInput, audience: audienceSchema });
export type AudienceCountInput = z.infer<typeof audienceCountSchema>;

export const launchSchema = z.object({
  id: idInput,
  audience: audienceSchema,
  /** ISO date-time; absent: at once */
  scheduleAt: z.string().datetime({ offset: true, message: "Μη έγκυρη ημερομηνία." }).optional(),
});
export type LaunchInput = z.infer<typeof launchSchema>;

export const resultsSchema = z.object({
  id: idInput,
  status: z.enum(DELIVERY_STATUSES).optional(),
  cursor: z.string().max(1000).nullish(),
  limit: z.number().int().min(1).max(200).default(50),
});
export type ResultsInput = z.infer<typeof resultsSchema>;
