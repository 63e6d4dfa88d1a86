import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const idSchema = z.object({ id: idInput });
export type IdInput = z.infer<typeof idSchema>;
