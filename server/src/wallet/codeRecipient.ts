// Where the wallet's sign-in codes may go: mobiles of the countries in SMS_COUNTRIES ("GR,CY") only. A
// code to any valid number in the world is SMS pumping waiting to happen (satellite and premium ranges,
// countries where one SMS costs many Greek ones), and a landline cannot read it. The number's type needs
// libphonenumber's full ("max") metadata; it stays on the server: shared/phone.ts, which the admin
// bundles, keeps the small "min" metadata that only tells valid numbers apart.
import { parsePhoneNumberFromString } from "libphonenumber-js/max";

const countryNames = new Intl.DisplayNames(["el"], { type: "region" });

/** The Greek reason no code may go to the phone (E.164), naming the allowed countries; null when it may. */
export function codeRecipientProblem(phone: string, smsCountries: string): string | null {
  const countries = smsCountries.split(",").map((code) => code.trim());
  const parsed = parsePhoneNumberFromString(phone);
  const type = parsed?.getType();
  // FIXED_LINE_OR_MOBILE: countries whose numbering does not tell the two apart (the US, Canada).
  if (parsed?.country && countries.includes(parsed.country) && (type === "MOBILE" || type === "FIXED_LINE_OR_MOBILE")) return null;
  return `Οι κωδικοί αποστέλλονται μόνο σε κινητά τηλέφωνα (${countries.map((code) => countryNames.of(code) ?? code).join(", ")}).`;
}
