import { z } from "zod";
import { idInput } from "../../lib/inputs.js";
import { WEBHOOK_EVENTS } from "../../shared/webhookEvents.js";

export const createSchema = z.object({
  url: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(200).nullish(),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, "Επιλέξτε τουλάχιστον ένα γεγονός."),
});

export const updateSchema = createSchema.extend({ id: idInput, enabled: z.boolean() });

export const endpointIdSchema = z.object({ id: idInput });

export type CreateInput = z.infer<typeof createSchema>;
export type UpdateInput = z.infer<typeof updateSchema>;
export type EndpointIdInput = z.infer<typeof endpointIdSchema>;
