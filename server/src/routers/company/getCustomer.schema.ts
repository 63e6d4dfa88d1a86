import { z } from "zod";
import { idInput, phoneInput } from "../../lib/inputs.js";

/** By id (the customer panel's address, which a departed customer also has; it wins over a phone) or by phone (as the counter finds them). */
export const getCustomerSchema = z
  .object({ id: idInput.optional(), phone: phoneInput.optional() })
  .transform((input, ctx): { id: string } | { phone: string } => {
    if (input.id !== undefined) return { id: input.id };
    if (input.phone !== undefined) return { phone: input.phone };
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Δώστε είτε τον κωδικό είτε το τηλέφωνο του πελάτη." });
    return z.NEVER;
  });

export type GetCustomerInput = z.infer<typeof getCustomerSchema>;
