import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

export const requestCodeSchema = z.object({ phone: phoneInput });
export type RequestCodeInput = z.infer<typeof requestCodeSchema>;
