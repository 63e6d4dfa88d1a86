import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { requiredText } from "../../settings/fields.js";

const templateFields = { title: requiredText(200), content: z.string().min(1).max(100_000) };

export const idSchema = z.object({ id: idInput });
export const createTemplateSchema = z.object(templateFields);
export const updateTemplateSchema = z.object({ id: idInput, ...templateFields });

export type IdInput = z.infer<typeof idSchema>;
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;
