import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { optionalText, requiredText } from "../../settings/fields.js";

const tagFields = { label: requiredText(50), description: optionalText(200) };

export const idSchema = z.object({ id: idInput });
export const createTagSchema = z.object(tagFields);
export const updateTagSchema = z.object({ id: idInput, ...tagFields });

export type IdInput = z.infer<typeof idSchema>;
export type CreateTagInput = z.infer<typeof createTagSchema>;
export type UpdateTagInput = z.infer<typeof updateTagSchema>;
