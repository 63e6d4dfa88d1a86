import { z } from "zod";
import { requiredText } from "../../settings/fields.js";

const choice = z.object({ id: z.string().trim().min(1).max(64).optional(), label: requiredText(50) });

/** Labels must differ within one option; ids given by the client must too (they are what customers chose). */
function distinctChoices(options: Array<{ id?: string; label: string }>, ctx: z.RefinementCtx) {
  const labels = options.map((option) => option.label.toLocaleLowerCase("el"));
  const ids = options.flatMap((option) => (option.id ? [option.id] : []));
  if (new Set(labels).size !== labels.length || new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Οι ετικέτες των επιλογών πρέπει να διαφέρουν." });
  }
}

const choices = z.array(choice).max(50).superRefine(distinctChoices);

export const keySchema = z.object({ key: requiredText(50) });

export const createDefinitionSchema = z.object({ key: requiredText(50), type: z.enum(["LIST", "BOOLEAN"]), options: choices }).superRefine((value, ctx) => {
  if (value.type === "LIST" && value.options.length === 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Προσθέστε τουλάχιστον μία επιλογή.", path: ["options"] });
  }
  if (value.type === "BOOLEAN" && value.options.length > 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Μια επιλογή ναι/όχι δεν έχει λίστα τιμών.", path: ["options"] });
  }
});

export const updateDefinitionSchema = z.object({ key: requiredText(50), options: choices });

export type KeyInput = z.infer<typeof keySchema>;
export type CreateDefinitionInput = z.infer<typeof createDefinitionSchema>;
export type UpdateDefinitionInput = z.infer<typeof updateDefinitionSchema>;
