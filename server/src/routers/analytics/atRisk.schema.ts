import { z } from "zod";

export const atRiskSchema = z.object({
  limit: z.number().int().min(1).max(200).default(50),
});

export type AtRiskInput = z.infer<typeof atRiskSchema>;
