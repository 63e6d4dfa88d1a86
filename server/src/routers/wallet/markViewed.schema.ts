import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const markViewedSchema = z.object({ ids: z.array(idInput).min(1).max(100) });
export type MarkViewedInput = z.infer<typeof markViewedSchema>;
