import { z } from "zod";
import { expiryMonths, optionalCents, optionalText, wholeNumber } from "../../settings/fields.js";

const giftPoints = wholeNumber(0, 100_000, "Οι πόντοι δώρου πρέπει να είναι ακέραιος από 0 έως 100000.");

export const updatePointsSchema = z.object({
  pointsEnabled: z.boolean(),
  pointsMult: wholeNumber(1, 100, "Ο πολλαπλασιαστής πόντων πρέπει να είναι ακέραιος από 1 έως 100."),
  initiationGift: giftPoints,
  birthdayGift: giftPoints,
  birthdayNotification: optionalText(500),
  warningAmount: optionalCents,
  showOldCustomer: z.boolean(),
  pointsExpireMonths: expiryMonths,
  hiddenCouponsPerDay: wholeNumber(0, 100, "Τα δωρεάν κουπόνια ανά ημέρα πρέπει να είναι ακέραιος από 0 έως 100."),
});

export type UpdatePointsInput = z.infer<typeof updatePointsSchema>;
