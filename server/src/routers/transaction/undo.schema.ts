import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

export const undoSchema = z.object({ id: idInput });

export type UndoInput = z.infer<typeof undoSchema>;
