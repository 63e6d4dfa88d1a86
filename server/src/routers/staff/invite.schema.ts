import { z } from "zod";

/** Only the address: nothing the shop types here reaches the invited person except this address. */
export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().email().max(320),
});

export type InviteInput = z.infer<typeof inviteSchema>;
