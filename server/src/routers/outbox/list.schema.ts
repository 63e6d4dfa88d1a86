import { z } from "zod";
import { AlertType } from "../../generated/prisma/enums.js";

/**
 * One channel, or every channel when left out; `search`: part of the recipient, the subject or the text
 * (the newest page of a busy outbox may not hold the message a platform admin looks for).
 */
export const outboxListInput = z
  .object({
    channel: z.nativeEnum(AlertType).optional(),
    search: z.string().trim().max(200, "Η αναζήτηση είναι έως 200 χαρακτήρες.").optional(),
  })
  .optional();
