// The product's fixed feedback sentences, verbatim, spelling included (shops and tests know them word for word):
// every page shows these texts from here and nowhere else.
export const REDEEM_SUCCESS_MESSAGE = "Το κουπόνι εξαργυρώθηκε με επιτυχία!";
export const REDEEM_FAILURE_MESSAGE = "Το κουπόνι δεν εξαργυρώθηκε, κάτι πήγε στραβά";
export const CANCEL_TRANSACTION_SUCCESS_MESSAGE = "Η συνναλλαγή ακυρώθηκε με επιτυχία!";
export const CANCEL_TRANSACTION_CONFIRM_MESSAGE = "Συνεχίζοντας, θα ακυρώσετε την συγκεκριμένη συνναλλαγή.";
export const CANCEL_WINDOW_TOOLTIP = "Δεν μπορείτε να διαγράψετε συναλλαγές μετά την 7η ημέρα";
export const SUBMISSION_SUCCESS_MESSAGE = "Η υποβολή έγινε με επιτυχία!";
export const SUBMISSION_FAILURE_MESSAGE = "Η υποβολή δεν έγινε, κάτι πήγε στραβά";
export const REJECTION_MODAL_TITLE = "Θέματα προς βελτίωση";
