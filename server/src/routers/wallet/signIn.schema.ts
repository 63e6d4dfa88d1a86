import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

export const signInSchema = z.object({
  phone: phoneInput,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Ο κωδικός έχει 6 ψηφία."),
});
export type SignInInput = z.infer<typeof signInSchema>;
