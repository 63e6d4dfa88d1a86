import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const historySchema = z.object({ companyId: idInput });
export type HistoryInput = z.infer<typeof historySchema>;
