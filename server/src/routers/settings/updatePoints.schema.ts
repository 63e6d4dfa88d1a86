import { z } from "zod";
import { centsInput } from "../../lib/inputs.js";
import { expiryMonths, optionalCents, optionalText, wholeNumber } from "../../settings/fields.js";

const giftPoints = wholeNumber(0, 100_000, "Οι πόντοι δώρου πρέπει να είναι ακέραιος από 0 έως 100000.");

const WARNING_ABOVE_MAX_MESSAGE = "Το ποσό προειδοποίησης πρέπει να είναι μικρότερο από το ανώτατο ποσό αγοράς.";

export const updatePointsSchema = z
  .object({
    pointsEnabled: z.boolean(),
    pointsMult: wholeNumber(1, 100, "Ο πολλαπλασιαστής πόντων πρέπει να είναι ακέραιος από 1 έως 100."),
    initiationGift: giftPoints,
    birthdayGift: giftPoints,
    birthdayNotification: optionalText(500),
    warningAmount: optionalCents,
    maxAmount: centsInput(),
    showOldCustomer: z.boolean(),
    pointsExpireMonths: expiryMonths,
    hiddenCouponsPerDay: wholeNumber(0, 100, "Τα δωρεάν κουπόνια ανά ημέρα πρέπει να είναι ακέραιος από 0 έως 100."),
  })
  // A warning at or above the ceiling would never be asked: every such amount is refused first.
  .refine((points) => points.warningAmount === null || points.warningAmount < points.maxAmount, {
    path: ["warningAmount"],
    message: WARNING_ABOVE_MAX_MESSAGE,
  });

export type UpdatePointsInput = z.infer<typeof updatePointsSchema>;
