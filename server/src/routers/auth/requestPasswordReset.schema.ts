import { z } from "zod";

export const requestPasswordResetSchema = z.object({
  email: z.string().trim().toLowerCase().email("Συμπληρώστε ένα έγκυρο e-mail.").max(320),
});

export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;
