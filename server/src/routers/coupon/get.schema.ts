import { z } from "zod";

/** coupon.get and coupon.stampsGet */
export const getSchema = z.object({
  /** a coupon code (prefix) or phone digits */
  text: z.string().max(100).optional(),
  cursor: z.string().max(500).nullish(),
  limit: z.number().int().min(1).max(100).default(25),
  customerId: z.string().max(64).optional(),
  unusedOnly: z.boolean().optional(),
});

export type GetInput = z.infer<typeof getSchema>;
