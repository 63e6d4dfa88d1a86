import { z } from "zod";

export const alertTypeInput = z.enum(["PUSH", "SMS", "EMAIL"]);

export const getSchema = z.object({ type: alertTypeInput });
export type GetInput = z.infer<typeof getSchema>;
