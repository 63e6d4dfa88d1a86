import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

export const getCustomerSchema = z.object({ phone: phoneInput });

export type GetCustomerInput = z.infer<typeof getCustomerSchema>;
