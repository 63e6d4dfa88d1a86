// Field checks of the counter form, run in the browser before anything is sent. Each returns the
// Greek message of what is wrong, or null.
import { parseEuros } from "@shared/money.js";
import { MAX_AMOUNT_CENTS, maxAmountMessage } from "@shared/rules.js";
import type { PhoneRules } from "./phoneRules";

// Blur checks the format of what was typed; only submitting asks for what is missing, so moving
// from field to field (or the reset after an award) never flags an empty field.
export type CheckMoment = "blur" | "submit";

/** `rules` undefined: not loaded yet (phoneRules.ts), so only a submit, which waits for them, checks the format. */
export function checkPhone(value: string, moment: CheckMoment, rules: PhoneRules | undefined): string | null {
  if (!value.trim()) return moment === "submit" ? "Δώστε το τηλέφωνο του πελάτη." : null;
  if (!rules) return null;
  return rules.normalisePhone(value) ? null : rules.INVALID_PHONE_MESSAGE;
}

/** `maxAmount`: the shop's ceiling in cents (null: not known here; the server still refuses above it). */
export function checkAmount(value: string, moment: CheckMoment, maxAmount: number | null): string | null {
  if (!value.trim()) return moment === "submit" ? "Δώστε το ποσό της αγοράς." : null;
  const cents = parseEuros(value);
  if (cents === null) return "Δώστε ποσό σε ευρώ, π.χ. 12,50.";
  if (cents === 0) return "Το ποσό πρέπει να είναι μεγαλύτερο από 0.";
  if (cents > MAX_AMOUNT_CENTS) return "Το ποσό είναι πολύ μεγάλο για μία αγορά.";
  if (maxAmount !== null && cents > maxAmount) return maxAmountMessage(cents, maxAmount);
  return null;
}

/** A shop with two or more stores names the store of each sale (as the server requires). */
export function checkStore(value: string): string | null {
  return value ? null : "Επιλέξτε το κατάστημα της αγοράς.";
}
