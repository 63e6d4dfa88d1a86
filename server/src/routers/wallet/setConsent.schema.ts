import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const setConsentSchema = z.object({ companyId: idInput, news: z.boolean().optional(), notifications: z.boolean().optional() });
export type SetConsentInput = z.infer<typeof setConsentSchema>;
