import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const giftsGetSchema = z.object({ customerId: idInput });

export type GiftsGetInput = z.infer<typeof giftsGetSchema>;
