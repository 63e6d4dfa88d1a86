import { z } from "zod";

export const addSchema = z.object({ url: z.string().trim().min(1).max(2048) });

export type AddInput = z.infer<typeof addSchema>;
