import { z } from "zod";
import { expiryMonths, optionalCents, optionalText, optionalUrl, wholeNumber } from "../../settings/fields.js";

const giftStamps = wholeNumber(0, 100, "Οι στάμπες δώρου πρέπει να είναι ακέραιος από 0 έως 100.");

export const updateStampsSchema = z.object({
  stampsEnabled: z.boolean(),
  fullStampImage: optionalUrl,
  emptyStampImage: optionalUrl,
  stampDescription: optionalText(500),
  stampSuccessDescription: optionalText(500),
  stampPrice: optionalCents,
  stampBirthdayGift: giftStamps,
  stampInitiationGift: giftStamps,
  stampsExpireMonths: expiryMonths,
});

export type UpdateStampsInput = z.infer<typeof updateStampsSchema>;
