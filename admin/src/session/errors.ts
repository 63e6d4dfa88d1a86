// Greek sentences for Auth.js's error codes and our own sign-in codes (the UI never shows a bare code).
// The `error` query parameter of /auth/signin and of sign-in answers is looked up here.

/** The server could not be reached at all (shared with the tRPC error mapper). */
export const NETWORK_ERROR_MESSAGE = "Δεν υπάρχει σύνδεση με τον διακομιστή. Ελέγξτε τη σύνδεσή σας στο διαδίκτυο.";

const messages: Record<string, string> = {
  UnknownError: "Παρουσιάστηκε άγνωστο σφάλμα κατά τη σύνδεση. Δοκιμάστε ξανά.",
  OAuthCallbackError: "Η σύνδεση μέσω του εξωτερικού λογαριασμού απέτυχε. Δοκιμάστε ξανά.",
  AccountNotLinkedError: "Αυτό το e-mail είναι ήδη συνδεδεμένο με άλλον τρόπο σύνδεσης. Συνδεθείτε με τον τρόπο που χρησιμοποιήσατε την πρώτη φορά.",
  MissingAPIRouteError: "Η υπηρεσία σύνδεσης δεν βρέθηκε στον διακομιστή. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  MissingSecretError: "Η υπηρεσία σύνδεσης δεν έχει μυστικό κλειδί. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  MissingAuthorizeError: "Η σύνδεση με κωδικό δεν έχει ρυθμιστεί σωστά. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  MissingAdapterError: "Η υπηρεσία σύνδεσης δεν έχει πρόσβαση στη βάση δεδομένων. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  MissingAdapterMethodsError: "Η υπηρεσία σύνδεσης δεν μπορεί να αποθηκεύσει συνεδρίες. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  UnsupportedStrategyError: "Αυτός ο τρόπος σύνδεσης δεν υποστηρίζεται. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  InvalidCallbackUrl: "Η σελίδα επιστροφής μετά τη σύνδεση δεν είναι έγκυρη.",
  CredentialsSignin: "Λάθος e-mail ή κωδικός.",
  SessionRequired: "Συνδεθείτε για να συνεχίσετε.",
  ServerBusy: "Ο διακομιστής είναι απασχολημένος. Δοκιμάστε ξανά σε λίγα δευτερόλεπτα.",
  TooManyAttempts: "Πάρα πολλές αποτυχημένες προσπάθειες. Περιμένετε λίγα λεπτά και δοκιμάστε ξανά.",
  Verification: "Ο σύνδεσμος σύνδεσης έληξε ή έχει ήδη χρησιμοποιηθεί. Ζητήστε νέο σύνδεσμο.",
  MissingCSRF: "Η φόρμα έληξε. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.",
  Configuration: "Υπάρχει πρόβλημα στις ρυθμίσεις σύνδεσης του διακομιστή. Ενημερώστε τον διαχειριστή της πλατφόρμας.",
  AccessDenied: "Δεν επιτρέπεται η σύνδεση με αυτόν τον λογαριασμό.",
  EmailSignInError: "Δεν ήταν δυνατή η αποστολή του συνδέσμου σύνδεσης. Δοκιμάστε ξανά.",
  ProvidersUnavailable: "Δεν ήταν δυνατή η φόρτωση των τρόπων σύνδεσης. Δοκιμάστε ξανά σε λίγο.",
};

// Auth.js v5 spells a few codes differently from the catalogue; they mean the same thing.
const aliases: Record<string, string> = {
  OAuthAccountNotLinked: "AccountNotLinkedError",
  AccountNotLinked: "AccountNotLinkedError",
  OAuthCallback: "OAuthCallbackError",
  OAuthSignInError: "OAuthCallbackError",
  EmailSignin: "EmailSignInError",
  Default: "UnknownError",
};

/** The Greek sentence for a session error code; unknown codes read as UnknownError. */
export function authErrorMessage(code: string): string {
  return messages[aliases[code] ?? code] ?? messages.UnknownError;
}

/**
 * The error code carried by a sign-in answer's url, or null when the url means success.
 * A failed credentials sign-in answers `?error=CredentialsSignin&code=<reason>`: a reason we know
 * (such as TooManyAttempts) is more precise than the generic error.
 */
export function errorCodeFromUrl(url: string): string | null {
  const params = new URL(url, window.location.origin).searchParams;
  const error = params.get("error");
  if (!error) return null;
  const code = params.get("code");
  return code && code in messages ? code : error;
}
