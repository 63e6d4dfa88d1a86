import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

/** One page of the history: `offset` rows skipped, newest first. */
export const historySchema = z.object({ companyId: idInput, offset: z.number().int().min(0).max(100_000).default(0) });
export type HistoryInput = z.infer<typeof historySchema>;
