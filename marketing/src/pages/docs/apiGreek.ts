// The Greek words of /docs/api for what the OpenAPI document (server/src/api/v1/) says in English: each
// operation's description and refusals, the answers every operation may give, and the fields'
// descriptions. The document itself stays as integrators read it; the page is Greek throughout, and a
// description added to the API without its Greek here stops the build (greekField) instead of showing English.
import type { OperationId } from "../../../../server/src/api/v1/operations.js";

type Refusals = Partial<Record<404 | 409 | 412 | 422, string>>;

const KEY_REUSED = "το Idempotency-Key χρησιμοποιήθηκε ήδη για διαφορετικό αίτημα";
const BAD_CURSOR = "Το cursor δεν είναι nextCursor που έδωσε ο διακομιστής: ξεκινήστε ξανά από την πρώτη σελίδα.";
const NOT_CONFIRMED =
  "Χρειάζεται επιβεβαίωση: κανένας πελάτης δεν έχει αυτό το τηλέφωνο (στείλτε confirmNewCustomer: true για να δημιουργηθεί) ή το ποσό ξεπερνά το ποσό προειδοποίησης του καταστήματος (confirmLargeAmount: true). Το errors ονομάζει το πεδίο.";
const FOREIGN_TAG_OR_STORE = "Ετικέτα ή κατάστημα που δεν ανήκει στην επιχείρηση.";

export const OPERATION_TEXT: Record<OperationId, { description: string; refusals: Refusals }> = {
  findCustomer: {
    description: "Ο πελάτης του καταστήματος με αυτό το τηλέφωνο, με πόντους, στάμπες και πλήθος επισκέψεων.",
    refusals: { 404: "Κανένας πελάτης του καταστήματος δεν έχει αυτό το τηλέφωνο." },
  },
  listCustomerCoupons: {
    description:
      "Τα νεότερα πρώτα, μία σελίδα τη φορά· χωρίς φίλτρο μόνο όσα δεν έχουν εξαργυρωθεί. Ένα id που δεν είναι πελάτη του καταστήματος δεν δίνει τίποτα.",
    refusals: { 422: BAD_CURSOR },
  },
  createPurchase: {
    description:
      "Καταγράφει μια αγορά και δίνει τους πόντους της: ολόκληρα ευρώ × τον συντελεστή πόντων του καταστήματος. Ένα νέο τηλέφωνο δημιουργεί τον πελάτη. Μία φορά ανά Idempotency-Key.",
    refusals: {
      404: FOREIGN_TAG_OR_STORE,
      409: `Σύγκρουση: ${KEY_REUSED}.`,
      412: NOT_CONFIRMED,
      422: "Το ποσό ξεπερνά το ανώτατο ποσό αγοράς του καταστήματος (απορρίπτεται ακόμη και με επιβεβαίωση), ή το κατάστημα έχει δύο ή περισσότερα σημεία και λείπει το storeId.",
    },
  },
  addStamp: {
    description: "Καταγράφει μια αγορά με στάμπα: μία στάμπα. Ένα νέο τηλέφωνο δημιουργεί τον πελάτη. Μία φορά ανά Idempotency-Key.",
    refusals: {
      404: FOREIGN_TAG_OR_STORE,
      409: `Σύγκρουση: ${KEY_REUSED}.`,
      412: NOT_CONFIRMED,
      422: "Το ποσό είναι κάτω από την τιμή στάμπας του καταστήματος ή πάνω από το ανώτατο ποσό αγοράς του, ή το κατάστημα έχει δύο ή περισσότερα σημεία και λείπει το storeId.",
    },
  },
  redeemCoupon: {
    description: "Σημειώνει το κουπόνι ως χρησιμοποιημένο. Κεφαλαία, κενά και παύλες στον κωδικό δεν έχουν σημασία. Μία φορά ανά Idempotency-Key.",
    refusals: {
      404: "Κανένα κουπόνι του καταστήματος δεν έχει αυτόν τον κωδικό.",
      409: `Σύγκρουση: το κουπόνι έχει ήδη εξαργυρωθεί ή ακυρωθεί, ή ${KEY_REUSED}.`,
      412: "Το κουπόνι έχει λήξει.",
    },
  },
  cancelTransaction: {
    description:
      "Ακυρώνει αγορά ή αγορά με στάμπα των τελευταίων 7 ημερών και αφαιρεί τους πόντους (τη στάμπα) της· απορρίπτεται αν ο πελάτης τούς έχει ήδη ξοδέψει. Μία φορά ανά Idempotency-Key.",
    refusals: {
      404: "Καμία αγορά ή αγορά με στάμπα του καταστήματος δεν έχει αυτό το id.",
      409: `Σύγκρουση: έχει ήδη ακυρωθεί, ο πελάτης έχει ξοδέψει τους πόντους (τις στάμπες) της, ή ${KEY_REUSED}.`,
      412: "Παλαιότερη από 7 ημέρες: δεν ακυρώνεται πια.",
    },
  },
  listTransactions: {
    description: "Αγορές ή αγορές με στάμπα, οι νεότερες πρώτα, μία σελίδα τη φορά.",
    refusals: { 422: BAD_CURSOR },
  },
};

/** What every operation may answer whatever its input (and a write 413), as ../server/src/api/v1/openapi.ts lists. */
const COMMON_ANSWERS: Record<number, string> = {
  200: "Επιτυχία.",
  201: "Επιτυχία: η εγγραφή δημιουργήθηκε.",
  400: "Το αίτημα δεν είναι όπως το περιγράφει η τεκμηρίωση: πεδίο ή παράμετρος που λείπει ή δεν είναι έγκυρη, ιδιότητα που το σώμα δεν δέχεται, σώμα που δεν είναι JSON ή αλλαγή χωρίς έγκυρο Idempotency-Key. Το errors ονομάζει κάθε πεδίο.",
  401: "Το κλειδί API λείπει, δεν είναι έγκυρο ή έχει ανακληθεί.",
  403: "Το κλειδί δεν έχει το δικαίωμα της λειτουργίας, ή η δυνατότητα είναι κλειστή για το κατάστημα.",
  405: "Η διεύθυνση δεν δέχεται αυτή τη μέθοδο· η κεφαλίδα Allow λέει ποιες δέχεται.",
  413: "Το σώμα είναι μεγαλύτερο από 64 KB.",
  429: "Ξεπεράστηκε το όριο αιτημάτων του κλειδιού· δοκιμάστε ξανά μετά από Retry-After δευτερόλεπτα.",
  503: "Ο διακομιστής είναι φορτωμένος και δεν έκανε τίποτα· δοκιμάστε ξανά μετά από Retry-After δευτερόλεπτα.",
};

/** The Greek of one answer of an operation; a status without it stops the build. */
export function greekAnswer(operation: OperationId, status: number): string {
  const text = OPERATION_TEXT[operation].refusals[status as keyof Refusals] ?? COMMON_ANSWERS[status];
  if (!text) throw new Error(`/docs/api: no Greek text for answer ${status} of ${operation} (marketing/src/pages/docs/apiGreek.ts)`);
  return text;
}

const FIELD_TEXT: Record<string, string> = {
  "The customer's phone: 6912345678, +30 691 234 5678, 0030-210-1234567": "Το τηλέφωνο του πελάτη: 6912345678, +30 691 234 5678, 0030-210-1234567",
  "YYYY-MM-DD": "ΕΕΕΕ-ΜΜ-ΗΗ",
  "ISO 8601 time (UTC)": "Ώρα ISO 8601 (UTC)",
  "Points coupons or stamp coupons": "Κουπόνια πόντων ή κουπόνια στάμπας",
  "Only coupons not yet redeemed": "Μόνο κουπόνια που δεν έχουν εξαργυρωθεί",
  "nextCursor of the previous page": "Το nextCursor της προηγούμενης σελίδας",
  "Points (stamps) spent on it; 0 for a gift": "Πόντοι (στάμπες) που ξοδεύτηκαν γι' αυτό· 0 για δώρο",
  "The coupon's value in cents (points coupons)": "Η αξία του κουπονιού σε λεπτά (κουπόνια πόντων)",
  "The customer's phone; a new phone creates the customer (with the shop's welcome gifts)":
    "Το τηλέφωνο του πελάτη· ένα νέο τηλέφωνο δημιουργεί τον πελάτη (με τα δώρα καλωσορίσματος του καταστήματος)",
  'The amount paid, in cents as a string: "1250" is 12,50 €': 'Το ποσό που πληρώθηκε, σε λεπτά ως κείμενο: "1250" είναι 12,50 €',
  "Tags of the shop (settings → tags)": "Ετικέτες του καταστήματος (ρυθμίσεις → ετικέτες)",
  "One of the shop's stores (required when the shop has two or more)": "Ένα από τα σημεία του καταστήματος (υποχρεωτικό όταν έχει δύο ή περισσότερα)",
  "The phone is a new customer's: create the customer (a counter rule may require it)":
    "Το τηλέφωνο είναι νέου πελάτη: να δημιουργηθεί ο πελάτης (μπορεί να το απαιτεί κανόνας του ταμείου)",
  "The amount above the shop's warning amount was checked": "Το ποσό πάνω από το ποσό προειδοποίησης του καταστήματος ελέγχθηκε",
  'Cents as a string of digits: "1250" is 12,50 €': 'Λεπτά ως κείμενο με ψηφία: "1250" είναι 12,50 €',
  "The purchase reached the shop's stamp price and also gave one stamp": "Η αγορά έφτασε την τιμή στάμπας του καταστήματος και έδωσε και μία στάμπα",
  "This purchase created the customer": "Η αγορά δημιούργησε τον πελάτη",
  "Welcome points given to a new customer": "Πόντοι καλωσορίσματος που δόθηκαν σε νέο πελάτη",
  "Coupons the purchase earned (gifts on the Nth purchase)": "Κουπόνια που κέρδισε η αγορά (δώρα στη Ν-οστή αγορά)",
  "The customer's phone; a new phone creates the customer": "Το τηλέφωνο του πελάτη· ένα νέο τηλέφωνο δημιουργεί τον πελάτη",
  "The amount paid, in cents as a string (optional)": "Το ποσό που πληρώθηκε, σε λεπτά ως κείμενο (προαιρετικό)",
  "Welcome stamps given to a new customer": "Στάμπες καλωσορίσματος που δόθηκαν σε νέο πελάτη",
  "The coupon's code as typed or scanned: case, spaces and dashes do not matter":
    "Ο κωδικός του κουπονιού όπως πληκτρολογήθηκε ή σαρώθηκε: κεφαλαία, κενά και παύλες δεν έχουν σημασία",
  "A purchase's or a stamp purchase's id": "Το id μιας αγοράς ή μιας αγοράς με στάμπα",
  "Purchases (points) or stamp purchases": "Αγορές (πόντοι) ή αγορές με στάμπα",
  "Only this customer's": "Μόνο του συγκεκριμένου πελάτη",
  "Points earned (purchases)": "Πόντοι που κερδήθηκαν (αγορές)",
  "null: the customer has left the shop from the wallet app, and their details are erased":
    "null: ο πελάτης αποχώρησε από το κατάστημα μέσω του πορτοφολιού και τα στοιχεία του διαγράφηκαν",
  "Welcome stamps given to a new customer (the shop runs stamps too)": "Στάμπες καλωσορίσματος που δόθηκαν σε νέο πελάτη (το κατάστημα έχει και στάμπες)",
  "Welcome points given to a new customer (the shop runs points too)": "Πόντοι καλωσορίσματος που δόθηκαν σε νέο πελάτη (το κατάστημα έχει και πόντους)",
};

/** The Greek of a field's description; one the API gained without its Greek here stops the build. */
export function greekField(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const greek = FIELD_TEXT[text];
  if (!greek) throw new Error(`/docs/api: no Greek text for the field description «${text}» (marketing/src/pages/docs/apiGreek.ts)`);
  return greek;
}
