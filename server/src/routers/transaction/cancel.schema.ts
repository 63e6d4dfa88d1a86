import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const cancelSchema = z.object({ id: idInput });

export type CancelInput = z.infer<typeof cancelSchema>;
