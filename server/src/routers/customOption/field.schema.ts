import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

/** add and delete: one key/value pair of a customer */
export const fieldSchema = z.object({
  phone: phoneInput,
  key: z.string().min(1).max(100),
  value: z.string().min(1).max(100),
});

export type FieldInput = z.infer<typeof fieldSchema>;
