import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const deliveriesSchema = z.object({ endpointId: idInput, limit: z.number().int().min(1).max(100).default(50) });

export const resendSchema = z.object({ id: idInput });

export type DeliveriesInput = z.infer<typeof deliveriesSchema>;
export type ResendInput = z.infer<typeof resendSchema>;
