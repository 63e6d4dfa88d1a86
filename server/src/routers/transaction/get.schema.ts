import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { decodeCursor } from "../../ledger/history.js";

const cursorInput = z
  .string()
  .nullish()
  .transform((text, ctx) => {
    if (!text) return null;
    try {
      return decodeCursor(text);
    } catch {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: "Μη έγκυρη σελίδα αποτελεσμάτων. Ανανεώστε τη λίστα." });
      return z.NEVER;
    }
  });

/** The history filter, shared with the CSV export. */
export const historyFilterFields = {
  text: z.string().max(50).optional(),
  customerId: idInput.optional(),
};

/** transaction.get and transaction.stampsGet */
export const getSchema = z.object({
  ...historyFilterFields,
  cursor: cursorInput,
  limit: z.number().int().min(1).max(100).default(25),
});

export type GetInput = z.infer<typeof getSchema>;
