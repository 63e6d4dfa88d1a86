// The one phone module: the normaliser (Greek mobile and landline numbers in any usual format → E.164)
// and the display formatter (E.164 → as people write it).
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

/** What the admin shows in a customer's phone's place once the person left the shop from the wallet (their details are erased). */
export const DEPARTED_CUSTOMER = "Πελάτης που αποχώρησε";

/**
 * A customer's stored (E.164) phone as people write it: a Greek number as its 10 digits grouped 3-3-4,
 * "+306945123387" → "694 512 3387", "+302101234567" → "210 123 4567". Another country's number stays in
 * E.164, which its reader knows how to read (grouping it right would need every country's metadata).
 * null is the phone of a customer who left the shop: DEPARTED_CUSTOMER.
 */
export function formatPhone(phone: string | null): string {
  if (phone === null) return DEPARTED_CUSTOMER;
  const greek = /^\+30(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return greek ? `${greek[1]} ${greek[2]} ${greek[3]}` : phone;
}
