import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { requiredText } from "../../settings/fields.js";
import { isValidEmail } from "../../shared/emailCsv.js";

export const MAX_LIST_EMAILS = 50_000;
export const TOO_MANY_EMAILS_MESSAGE = `Η λίστα ξεπερνά τις ${MAX_LIST_EMAILS} διευθύνσεις.`;

/** Addresses trimmed, lower-cased and each kept once; the first invalid one is named in the error. */
const emails = z
  .array(z.string().max(320))
  .max(MAX_LIST_EMAILS, TOO_MANY_EMAILS_MESSAGE)
  .transform((values, ctx) => {
    const cleaned = values.map((value) => value.trim().toLowerCase()).filter((value) => value !== "");
    const invalid = cleaned.find((value) => !isValidEmail(value));
    if (invalid !== undefined) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Μη έγκυρη διεύθυνση e-mail: ${invalid}` });
      return z.NEVER;
    }
    return [...new Set(cleaned)];
  });

export const idSchema = z.object({ id: idInput });
export const createListSchema = z.object({ title: requiredText(200), emails: emails.optional() });
export const updateListSchema = z.object({ id: idInput, title: requiredText(200), emails });
// The tRPC body limit is 1 MB: a file of about 20000 addresses.
export const importCsvSchema = z.object({ id: idInput, csv: z.string().max(900_000), replace: z.boolean() });

export type IdInput = z.infer<typeof idSchema>;
export type CreateListInput = z.infer<typeof createListSchema>;
export type UpdateListInput = z.infer<typeof updateListSchema>;
export type ImportCsvInput = z.infer<typeof importCsvSchema>;
