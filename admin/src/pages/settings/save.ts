// One way for every settings change to report: Refine's success toast (the caller's Greek words), and
// on failure a toast saying the change was not saved with the server's reason, and the server's field
// errors on the form's fields with the first one brought into view.
import type { HttpError, OpenNotificationParams } from "@refinedev/core";
import type { FormInstance } from "antd";
import { toFormFields } from "../../lib/errors";

export function saveFailed(error?: HttpError): OpenNotificationParams {
  return { type: "error", message: "Η αλλαγή δεν αποθηκεύτηκε", description: error?.message };
}

/** The server's field errors on `form`'s fields; the person is looking at the save button, the field may be far above it. */
export function showFieldErrors(form: FormInstance, error: HttpError): void {
  const fields = toFormFields(error);
  if (!fields.length) return;
  form.setFields(fields);
  form.scrollToField(fields[0].name, { block: "center", focus: true });
}
