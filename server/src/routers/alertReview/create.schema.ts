import { z } from "zod";
import { idInput } from "../../lib/inputs.js";

const webUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((value) => /^https?:\/\//i.test(value), "Μη έγκυρη διεύθυνση URL.");

const push = z.object({
  type: z.literal("PUSH"),
  title: z.string().trim().min(1).max(65),
  text: z.string().trim().min(1).max(240),
  image: webUrl.nullish(),
  url: webUrl.nullish(),
});

const sms = z.object({
  type: z.literal("SMS"),
  /** the shop's own name for it; default: the start of the text */
  title: z.string().trim().min(1).max(100).optional(),
  text: z.string().trim().min(1).max(1000),
});

const email = z.object({
  type: z.literal("EMAIL"),
  /** the shop's own name for it */
  title: z.string().trim().min(1).max(100),
  subject: z.string().trim().min(1).max(200),
  html: z.string().max(200_000).optional(),
  /** copies the template's content when html is empty */
  templateId: idInput.optional(),
});

export const createSchema = z.discriminatedUnion("type", [push, sms, email]);
export type CreateInput = z.infer<typeof createSchema>;

export const updateSchema = z.discriminatedUnion("type", [push.extend({ id: idInput }), sms.extend({ id: idInput }), email.extend({ id: idInput })]);
export type UpdateInput = z.infer<typeof updateSchema>;
