import { z } from "zod";

/** One channel, or every channel when left out. */
export const outboxListInput = z.object({ channel: z.enum(["EMAIL", "SMS", "PUSH"]).optional() }).optional();
