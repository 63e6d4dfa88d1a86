import { z } from "zod";
import { centsInput, idInput, phoneInput } from "../../lib/inputs.js";

/** Fields shared by both kinds of purchase. Repeated tag ids count once. */
export const purchaseFields = {
  phone: phoneInput,
  tagIds: z
    .array(idInput)
    .max(20)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])]),
  storeId: idInput.optional(),
  // Made by the client once per purchase: a retry or a double click sends the same key.
  idempotencyKey: z.string().uuid(),
  // The cashier's confirmations the server asks for (ledger/counterRules.ts): a new phone, a large amount.
  confirmNewCustomer: z.boolean().optional(),
  confirmLargeAmount: z.boolean().optional(),
};

export const addSchema = z.object({ ...purchaseFields, amount: centsInput() });

export type AddInput = z.infer<typeof addSchema>;
