import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { requiredText } from "../../settings/fields.js";

const text = z.string().trim().min(1).max(5000);

export const idSchema = z.object({ id: idInput });
export const createThreadSchema = z.object({ title: requiredText(200), text });
export const sendSchema = z.object({ threadId: idInput, text });

export type IdInput = z.infer<typeof idSchema>;
export type CreateThreadInput = z.infer<typeof createThreadSchema>;
export type SendInput = z.infer<typeof sendSchema>;
