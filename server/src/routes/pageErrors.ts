// The last error handler outside /api: whatever a route or a static file did not answer itself (an address
// whose percent-encoding does not decode, such as /u/%E0, /w/% or /uploads/%zz; an unexpected throw) is a
// plain Greek page with its status, never Express's own page, which shows the stack and the server's file
// paths outside production. The same page in every NODE_ENV; the failure itself goes to the log.
import type { ErrorRequestHandler } from "express";
import type { Logger } from "../lib/logger.js";
import { sendPlainPage } from "./plainPage.js";

const PAGES = {
  400: ["Μη έγκυρη διεύθυνση", "Η διεύθυνση της σελίδας δεν είναι έγκυρη. Ελέγξτε ότι την αντιγράψατε ολόκληρη."],
  404: ["Η σελίδα δεν βρέθηκε", "Η σελίδα που ζητήσατε δεν υπάρχει."],
  other4xx: ["Μη έγκυρο αίτημα", "Το αίτημα δεν μπορεί να εξυπηρετηθεί."],
  500: ["Κάτι πήγε στραβά", "Δοκιμάστε ξανά σε λίγο."],
} as const;

/** A client error keeps its status (Express's router and static files set one); anything else is ours: 500. */
function statusOf(error: { status?: unknown; statusCode?: unknown } | undefined): number {
  const status = Number(error?.status ?? error?.statusCode);
  return Number.isInteger(status) && status >= 400 && status < 500 ? status : 500;
}

export function pageErrors(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    // A page already on its way can only be cut short (Express's handler closes the connection).
    if (res.headersSent) return next(error);
    const status = statusOf(error);
    if (status === 500) log.error({ err: error, requestId: String((req as { id?: unknown }).id ?? ""), url: req.originalUrl.split("?")[0] }, "request failed");
    const [title, text] = status === 400 || status === 404 || status === 500 ? PAGES[status] : PAGES.other4xx;
    sendPlainPage(res, status, title, `<p>${text}</p>`);
  };
}
