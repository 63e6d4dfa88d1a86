// The one phone normaliser: Greek mobile and landline numbers in any usual format → E.164.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** "6912345678", "0030 691 234 5678", "+30 210 1234567" → "+306912345678"; null when invalid. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "GR");
  if (!parsed || !parsed.isValid()) return null;
  return parsed.number;
}

export const INVALID_PHONE_MESSAGE = "Μη έγκυρος αριθμός τηλεφώνου. Δώστε ένα ελληνικό κινητό ή σταθερό (π.χ. 6912345678).";
