import { z } from "zod";
import { centsInput } from "../../lib/inputs.js";
import { purchaseFields } from "./add.schema.js";

export const addStampSchema = z.object({ ...purchaseFields, amount: centsInput({ allowZero: true }).optional() });

export type AddStampInput = z.infer<typeof addStampSchema>;
