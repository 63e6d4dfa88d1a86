// Field checks of the counter form, run in the browser before anything is sent.
import { parseEuros } from "../../../../server/src/shared/money.js";
import { INVALID_PHONE_MESSAGE, normalisePhone } from "../../../../server/src/shared/phone.js";
import { MAX_AMOUNT_CENTS } from "../../../../server/src/shared/rules.js";


// Blur checks the format of what was typed; only submitting asks for what is missing, so moving
// from field to field (or the reset after an award) never flags an empty field.
const SUBMIT_ONLY = "submit"; // a trigger name no event has: the rule runs only on submit

export function requiredOnSubmit(message: string) {
  return { required: true, whitespace: true, message, validateTrigger: SUBMIT_ONLY };
}

export function checkPhone(_: unknown, value: string | undefined) {
  if (!value?.trim() || normalisePhone(value)) return Promise.resolve();
  return Promise.reject(new Error(INVALID_PHONE_MESSAGE));
}

/** A shop with two or more stores names the store of each sale (as the server requires). A validator rather
 *  than `required`: antd would put aria-required on the select's wrapper, which is not an input. */
export function checkStore(_: unknown, value: string | undefined) {
  return value ? Promise.resolve() : Promise.reject(new Error("Επιλέξτε το κατάστημα της αγοράς."));
}

export function checkAmount(_: unknown, value: string | undefined) {
  if (!value?.trim()) return Promise.resolve();
  const cents = parseEuros(value);
  if (cents === null) return Promise.reject(new Error("Δώστε ποσό σε ευρώ, π.χ. 12,50."));
  if (cents === 0) return Promise.reject(new Error("Το ποσό πρέπει να είναι μεγαλύτερο από 0."));
  if (cents > MAX_AMOUNT_CENTS) return Promise.reject(new Error("Το ποσό είναι πολύ μεγάλο για μία αγορά."));
  return Promise.resolve();
}
