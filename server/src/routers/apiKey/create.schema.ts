import { z } from "zod";
import { API_KEY_SCOPES } from "../../api/keys.js";

export const createSchema = z.object({
  name: z.string().trim().min(1).max(60),
  scopes: z.array(z.enum(API_KEY_SCOPES)).min(1, "Επιλέξτε τουλάχιστον ένα δικαίωμα."),
});

export type CreateInput = z.infer<typeof createSchema>;
