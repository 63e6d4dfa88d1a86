import { z } from "zod";

export const averageTransactionDiffSchema = z.object({
  customerId: z.string().min(1).max(64),
  /** only purchases with this tag */
  tagId: z.string().min(1).max(64).optional(),
});

export type AverageTransactionDiffInput = z.infer<typeof averageTransactionDiffSchema>;
