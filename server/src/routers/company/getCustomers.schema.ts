import { z } from "zod";
import { CUSTOMER_SORTS } from "../../customers/list.js";

export const getCustomersSchema = z.object({
  /** phone digits or part of a name */
  text: z.string().max(100).optional(),
  sort: z.enum(CUSTOMER_SORTS).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  cursor: z.string().max(1000).nullish(),
  limit: z.number().int().min(1).max(100).default(25),
});

export type GetCustomersInput = z.infer<typeof getCustomersSchema>;
