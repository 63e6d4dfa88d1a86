// Zod fields of the settings forms. A form sends every field; an empty text field arrives as "" or
// null and is stored as null. Messages are Greek and name the problem, for the field they sit under.
import { z } from "zod";
import { centsInput } from "../lib/inputs.js";
import { INVALID_AFM_MESSAGE, isValidAfm } from "../shared/afm.js";
import { isValidEmail } from "../shared/emailCsv.js";
import { INVALID_PHONE_MESSAGE, normalisePhone } from "../shared/phone.js";

/** Text that may be left empty: "" → null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => value || null);
}

export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/** An optional field that, when filled in, must pass `check` (which may also rewrite the value). */
function optionalChecked(max: number, message: string, check: (value: string) => string | null) {
  return optionalText(max).transform((value, ctx) => {
    if (value === null) return null;
    const checked = check(value);
    if (checked === null) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return checked;
  });
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const INVALID_URL_MESSAGE = "Μη έγκυρη διεύθυνση URL.";
const INVALID_EMAIL_MESSAGE = "Μη έγκυρη διεύθυνση e-mail.";

/** An http(s) address: a website, or an image from the media library. */
export const optionalUrl = optionalChecked(2048, INVALID_URL_MESSAGE, (value) => (isHttpUrl(value) ? value : null));
export const requiredUrl = z.string().trim().max(2048).refine(isHttpUrl, INVALID_URL_MESSAGE);
export const optionalEmail = optionalChecked(320, INVALID_EMAIL_MESSAGE, (value) => (isValidEmail(value.toLowerCase()) ? value.toLowerCase() : null));
export const optionalPhone = optionalChecked(40, INVALID_PHONE_MESSAGE, normalisePhone);
/** A colour as #rrggbb (what colour pickers give), stored in lower case. */
export const optionalColour = optionalChecked(50, "Μη έγκυρο χρώμα: γράψτε το ως #rrggbb.", (value) =>
  /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : null,
);
export const optionalAfm = optionalChecked(20, INVALID_AFM_MESSAGE, (value) => (isValidAfm(value) ? value : null));

/** Cents as a string ("1250"), or null for "not set". */
export const optionalCents = centsInput().nullable();

export const latitudeInput = z.number().min(-90).max(90).nullable();
export const longitudeInput = z.number().min(-180).max(180).nullable();
const COORDINATES_MESSAGE = "Συμπληρώστε και το γεωγραφικό πλάτος και το μήκος.";

/** Latitude and longitude go together: both or neither. */
export function bothCoordinates(value: { latitude: number | null; longitude: number | null }, ctx: z.RefinementCtx) {
  if ((value.latitude === null) !== (value.longitude === null)) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: COORDINATES_MESSAGE, path: [value.latitude === null ? "latitude" : "longitude"] });
  }
}

/** A whole number within bounds, with one message for both ends (the field's help says what it counts). */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message);
}

/** Months after which points or stamps expire; null: they never do. Optional in the input (older forms). */
export const expiryMonths = wholeNumber(1, 120, "Οι μήνες λήξης πρέπει να είναι ακέραιος από 1 έως 120.").nullable().default(null);
