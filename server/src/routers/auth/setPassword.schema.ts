import { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../auth/credentials.js";

export const setPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  email: z.string().trim().toLowerCase().email().max(320),
  password: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
});

export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
