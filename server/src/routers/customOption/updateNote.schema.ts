import { z } from "zod";
import { phoneInput } from "../../lib/inputs.js";

export const updateNoteSchema = z.object({
  phone: phoneInput,
  /** empty clears the note */
  text: z.string().max(5000),
});

export type UpdateNoteInput = z.infer<typeof updateNoteSchema>;
