import { z } from "zod";
import { emailDesignSchema } from "../../channels/email/design.js";
import { idInput } from "../../lib/inputs.js";
import { requiredText } from "../../settings/fields.js";

// With blocks (design), content is rendered from them by the server; without, content is the shop's HTML.
const templateFields = { title: requiredText(200), content: z.string().min(1).max(100_000), design: emailDesignSchema.nullish() };

export const idSchema = z.object({ id: idInput });
export const createTemplateSchema = z.object(templateFields);
export const updateTemplateSchema = z.object({ id: idInput, ...templateFields });

export type IdInput = z.infer<typeof idSchema>;
export type CreateTemplateInput = z.infer<typeof createTemplateSchema>;
export type UpdateTemplateInput = z.infer<typeof updateTemplateSchema>;
