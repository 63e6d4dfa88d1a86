// The API answers every error in Greek and English. The domain's errors carry Greek messages (they are
// the admin's too); these are their English versions. A message without one here gets the English
// sentence of its status, and a warning in the log so it is added.
import type { TRPCError } from "@trpc/server";

type Translation = [RegExp, string | ((match: RegExpExecArray) => string)];

const translations: Translation[] = [
  [/^Μη έγκυρος αριθμός τηλεφώνου/, "Invalid phone number. Give a Greek mobile or landline number (e.g. 6912345678)."],
  [/^Μη έγκυρο ποσό\.$/, 'Invalid amount: cents as a string of digits, e.g. "1250" for 12.50 €.'],
  [/^Μη έγκυρο αναγνωριστικό\.$/, "Invalid id: 1 to 64 letters, digits, dashes or underscores."],
  [/^Μη έγκυρος κωδικός κουπονιού\.$/, "Invalid coupon code: letters and digits, with any spaces and dashes."],
  [/^Μη έγκυρη σελίδα αποτελεσμάτων/, "Invalid cursor: start the list again from its first page."],
  [/^Οι πόντοι δεν είναι ενεργοί για το κατάστημα\.$/, "Points are not enabled for this shop."],
  [/^Οι στάμπες δεν είναι ενεργές για το κατάστημα\.$/, "Stamps are not enabled for this shop."],
  [/^Η λειτουργία δεν είναι ενεργή για το κατάστημα\.$/, "This feature is not enabled for the shop."],
  [/^Το υποκατάστημα δεν βρέθηκε\.$/, "Store not found."],
  [/^Η ετικέτα δεν βρέθηκε\.$/, "Tag not found."],
  [/^Ο πελάτης δεν βρέθηκε\.$/, "Customer not found."],
  [/^Η συναλλαγή δεν βρέθηκε\.$/, "Transaction not found."],
  [/^Η συναλλαγή έχει ήδη ακυρωθεί\.$/, "The transaction has already been cancelled."],
  [/^Δεν μπορείτε να διαγράψετε συναλλαγές μετά την 7η ημέρα$/, "Transactions can only be cancelled within 7 days."],
  [
    /^Η συναλλαγή δεν μπορεί να ακυρωθεί: ο πελάτης έχει ήδη χρησιμοποιήσει αυτούς τους πόντους\.$/,
    "The transaction cannot be cancelled: the customer has already spent these points.",
  ],
  [
    /^Η συναλλαγή δεν μπορεί να ακυρωθεί: ο πελάτης έχει ήδη χρησιμοποιήσει αυτές τις στάμπες\.$/,
    "The transaction cannot be cancelled: the customer has already spent these stamps.",
  ],
  [/^Ο κωδικός κουπονιού δεν βρέθηκε\.$/, "Coupon code not found."],
  [/^Άγνωστος κωδικός\.$/, "Unknown coupon code."],
  [/^Έχει ήδη εξαργυρωθεί στις (.+)\.$/, (m) => `The coupon was already redeemed on ${m[1]}.`],
  [/^Έχει ακυρωθεί\.$/, "The coupon has been cancelled."],
  [/^Έληξε στις (.+)\.$/, (m) => `The coupon expired on ${m[1]}.`],
  [/^Το κουπόνι έχει ακυρωθεί\.$/, "The coupon has been cancelled."],
  [/^Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά$/, "The coupon was not redeemed; something went wrong."],
  [/^Ο πελάτης δεν έχει αρκετούς πόντους\.$/, "The customer does not have enough points."],
  [/^Ο πελάτης δεν έχει αρκετές στάμπες\.$/, "The customer does not have enough stamps."],
  [/^Η αλλαγή δεν επιτρέπεται\.$/, "The change is not allowed."],
  [/^Η εγγραφή υπάρχει ήδη\.$/, "The record already exists."],
  [/^Η εγγραφή δεν βρέθηκε\.$/, "Record not found."],
  [/^Ταυτόχρονη αλλαγή, δοκιμάστε ξανά\.$/, "A concurrent change happened; try again."],
  [/^Κάτι πήγε στραβά\. Δοκιμάστε ξανά\.$/, "Something went wrong. Try again."],
  [
    /^Δεν υπάρχει πελάτης με αυτό το τηλέφωνο\. Επιβεβαιώστε ότι είναι νέος πελάτης\.$/,
    "No customer has this phone. Confirm that it is a new customer (confirmNewCustomer: true).",
  ],
  [
    /^Το ποσό (.+) ξεπερνά το ποσό προειδοποίησης \((.+)\)\. Επιβεβαιώστε το ποσό\.$/,
    (m) => `The amount ${m[1]} is above the shop's warning amount (${m[2]}). Confirm it (confirmLargeAmount: true).`,
  ],
  [
    /^Το ποσό (.+) ξεπερνά το ανώτατο ποσό αγοράς του καταστήματος \((.+)\)\. Διορθώστε το ποσό\.$/,
    (m) => `The amount ${m[1]} is above the shop's largest purchase (${m[2]}): it is refused. Correct the amount.`,
  ],
  [/^Επιλέξτε το κατάστημα της αγοράς\.$/, "Say which of the shop's stores made the sale (storeId)."],
  [/^Η στάμπα δίνεται για αγορές από (.+) και πάνω\.$/, (m) => `A stamp is given for purchases of ${m[1]} or more.`],
];

const byStatus: Record<number, string> = {
  400: "The request is not valid.",
  401: "A valid API key is required.",
  403: "This is not allowed.",
  404: "Not found.",
  409: "The request conflicts with the current state.",
  412: "A precondition of the request is not met.",
  405: "Method not allowed for this path.",
  413: "The request is too large.",
  422: "The request cannot be processed.",
  429: "Too many requests.",
};

/** The English of a domain message; null when there is none. */
export function translate(greek: string): string | null {
  for (const [pattern, english] of translations) {
    const match = pattern.exec(greek);
    if (match) return typeof english === "string" ? english : english(match);
  }
  return null;
}

export function englishFor(error: Pick<TRPCError, "message">, status: number): { en: string; translated: boolean } {
  const en = translate(error.message);
  return en ? { en, translated: true } : { en: byStatus[status] ?? "Something went wrong. Try again.", translated: false };
}

export function statusSentence(status: number): string {
  return byStatus[status] ?? "Something went wrong. Try again.";
}
