import { z } from "zod";

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
  name: z.string().trim().min(1).max(100).optional(),
});

export type InviteInput = z.infer<typeof inviteSchema>;
