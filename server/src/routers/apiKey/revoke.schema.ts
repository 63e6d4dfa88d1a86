import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const revokeSchema = z.object({ id: idInput });

export type RevokeInput = z.infer<typeof revokeSchema>;
