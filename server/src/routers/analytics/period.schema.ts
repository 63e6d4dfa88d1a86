import type { z } from "zod";
import { periodInput } from "../../analytics/period.js";

/** shopOverview, shopCustomers, shopBusiest, shopBreakdown and shopRetention: a period of Athens days. */
export const periodSchema = periodInput;

export type PeriodInput = z.infer<typeof periodSchema>;
