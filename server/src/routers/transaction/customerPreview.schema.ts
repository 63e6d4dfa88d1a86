import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

/** The phone the cashier is typing. */
export const customerPreviewSchema = z.object({ phone: phoneInput });

export type CustomerPreviewInput = z.infer<typeof customerPreviewSchema>;
