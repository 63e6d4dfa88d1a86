// The one phone normaliser: Greek mobile and landline numbers in any usual format → E.164.
import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** "6912345678", "0030 691 234 5678", "+30 210 1234567" → "+306912345678"; null when invalid. */
export function normalisePhone(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), "GR");
  if (!parsed?.isValid()) return null;
  return parsed.number;
}

/**
 * The Greek numbers a shop's own system may send, in the shapes such systems write them: 10 digits, a
 * mobile (69…) or a landline (2…), after an optional +30 or 0030, with single spaces or dashes between
 * digits ("6912345678", "+30 691 234 5678", "0030-210-1234567"). Every match is a valid number.
 */
export const GREEK_PHONE_PATTERN = /^(?:(?:\+30|0030)[ -]?)?(?:2(?:[ -]?\d){9}|6[ -]?9(?:[ -]?\d){8})$/;

export const INVALID_PHONE_MESSAGE = "Μη έγκυρος αριθμός τηλεφώνου. Δώστε ένα ελληνικό κινητό ή σταθερό (π.χ. 6912345678).";
