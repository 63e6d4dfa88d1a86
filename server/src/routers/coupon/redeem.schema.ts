import { z } from "zod";

export const redeemSchema = z.object({
  // As typed or scanned: case, spaces and dashes do not matter.
  code: z.string().trim().min(1).max(64),
});

export type RedeemInput = z.infer<typeof redeemSchema>;
