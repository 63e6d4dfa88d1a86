// How a failed save is told: a toast saying the change was not saved, with the server's reason, and
// the server's field errors on the form's fields with the first one brought into view.
import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import type { FormInstance } from "antd";
import { toFormFields } from "../../lib/errors";

/** Refine's `errorNotification` of a save (a create, an update, a delete, a row's action). */
export function saveFailed(error?: HttpError): OpenNotificationParams {
  return { type: "error", message: "Η αλλαγή δεν αποθηκεύτηκε", description: error?.message };
}

/**
 * The server's field errors on `form`'s fields (the data provider's HttpError `errors`), the first one
 * scrolled into view and focused: the person is looking at the save button, the field may be far above it.
 * Refine's antd forms put the errors on the fields themselves; this also brings them into view.
 */
export function showFieldErrors(form: FormInstance, error: HttpError): void {
  const fields = toFormFields(error);
  if (!fields.length) return;
  form.setFields(fields);
  form.scrollToField(fields[0].name, { block: "center", focus: true });
}
