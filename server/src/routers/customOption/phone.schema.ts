import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

/** getFields and getNote: the customer by phone */
export const customerPhoneSchema = z.object({ phone: phoneInput });

export type CustomerPhoneInput = z.infer<typeof customerPhoneSchema>;
