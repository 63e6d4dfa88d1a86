// The one error mapper of the admin: any failure of a call becomes one Greek sentence for the
// person at the counter, and zod field errors become antd form field errors.
import { isCallError } from "../providers/callError";
import { NETWORK_ERROR_MESSAGE } from "../session/errors";

export { NETWORK_ERROR_MESSAGE };

const GREEK = /[\u0370-\u03ff\u1f00-\u1fff]/;

const FALLBACK_MESSAGE = "Κάτι πήγε στραβά. Δοκιμάστε ξανά.";

// A Greek sentence per tRPC error code, for an error whose own message is not Greek.
const codeMessages: Record<string, string> = {
  PARSE_ERROR: "Ο διακομιστής δεν κατάλαβε το αίτημα. Ανανεώστε τη σελίδα και δοκιμάστε ξανά.",
  BAD_REQUEST: "Ελέγξτε τα στοιχεία που συμπληρώσατε.",
  INTERNAL_SERVER_ERROR: "Κάτι πήγε στραβά στον διακομιστή. Δοκιμάστε ξανά σε λίγο.",
  UNAUTHORIZED: "Η σύνδεσή σας έληξε. Συνδεθείτε ξανά.",
  FORBIDDEN: "Δεν έχετε δικαίωμα για αυτή την ενέργεια.",
  NOT_FOUND: "Δεν βρέθηκε αυτό που ζητήσατε.",
  METHOD_NOT_SUPPORTED: "Η ενέργεια δεν υποστηρίζεται.",
  TIMEOUT: "Ο διακομιστής άργησε να απαντήσει. Δοκιμάστε ξανά.",
  CONFLICT: "Η αλλαγή συγκρούεται με μια άλλη αλλαγή. Ανανεώστε και δοκιμάστε ξανά.",
  PRECONDITION_FAILED: "Η ενέργεια δεν μπορεί να γίνει αυτή τη στιγμή.",
  PAYLOAD_TOO_LARGE: "Τα δεδομένα είναι πολύ μεγάλα.",
  UNPROCESSABLE_CONTENT: "Τα στοιχεία δεν είναι έγκυρα.",
  TOO_MANY_REQUESTS: "Πάρα πολλές προσπάθειες. Περιμένετε λίγο και δοκιμάστε ξανά.",
  CLIENT_CLOSED_REQUEST: "Το αίτημα ακυρώθηκε.",
};

/** The tRPC error code (e.g. "NOT_FOUND"), "NETWORK" when the server was not reached, or null. */
function errorCode(error: unknown): string | null {
  if (!isCallError(error)) return null;
  return error.data?.code ?? "NETWORK";
}

/** One Greek sentence for any error thrown by a call (or by anything else). */
export function errorMessage(error: unknown): string {
  const code = errorCode(error);
  if (code === "NETWORK") return NETWORK_ERROR_MESSAGE;
  // A Refine HttpError from the data provider is a plain object whose message this function wrote.
  const message = error instanceof Error ? error.message : String((error as { message?: unknown } | null)?.message ?? "");
  // The server writes Greek messages for people; anything else is a technical detail.
  if (GREEK.test(message)) return message;
  return (code && codeMessages[code]) ?? FALLBACK_MESSAGE;
}

/** The session ended: a call error, or the Refine HttpError the data provider made of one. */
export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === "UNAUTHORIZED" || (error as { statusCode?: unknown } | null)?.statusCode === 401;
}

/** Whether trying the same call again may succeed (network trouble, overload, server faults). */
export function isRetryable(error: unknown): boolean {
  const code = errorCode(error);
  if (code === "NETWORK") return true;
  // The data provider's HttpError keeps the call's status (0: the server was not reached).
  const status = isCallError(error) ? (error.data?.httpStatus ?? 500) : ((error as { statusCode?: number } | null)?.statusCode ?? 500);
  return status === 0 || status >= 500 || status === 429 || status === 408;
}

/**
 * zod's flattened field errors from a BAD_REQUEST, keyed by input field. Also reads them from the
 * Refine HttpError the data provider makes of a call error (its `errors`).
 */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const source = isCallError(error)
    ? error.data?.zodError?.fieldErrors
    : ((error as { errors?: unknown } | null)?.errors as Record<string, unknown> | undefined);
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(source ?? {})) {
    if (Array.isArray(messages) && messages.length) errors[field] = messages.map(String);
  }
  return errors;
}

/**
 * Entries for antd's `form.setFields(...)`: each field the server refused, with its messages.
 * Given `names`, only those fields (typed as the form's field names).
 */
export function toFormFields<Name extends string = string>(error: unknown, names?: readonly Name[]): { name: Name; errors: string[] }[] {
  return Object.entries(fieldErrors(error))
    .filter(([name]) => !names || (names as readonly string[]).includes(name))
    .map(([name, errors]) => ({ name: name as Name, errors }));
}
