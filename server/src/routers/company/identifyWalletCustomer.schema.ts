import { z } from "zod";

export const identifyWalletCustomerSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type IdentifyWalletCustomerInput = z.infer<typeof identifyWalletCustomerSchema>;
