// The admin's CRUD kit: the one way a screen creates, edits and deletes a resource's records through
// Refine (the data provider, its HttpError, its toasts), in Greek.
//
// Forms
// - useFormModal({ resource, action: "create" | "edit", success, onSaved?, ...useModalForm's options })
//   Refine's useModalForm: no redirect, the `success` toast, a failure told by saveFailed (or by the
//   `errorNotification` given), the server's field errors on the fields with the first in view, and
//   `onSaved(record)` with the server's answer. `show()` opens a new record, `show(id)` reads one with
//   the resource's getOne. The modal closes when the save succeeds.
// - <FormModal modal={…} title okText? width? initialValues? toInput?>fields</FormModal>
//   The modal and its vertical form: "Αποθήκευση" / "Άκυρο", Enter submits, the fields once the record
//   is read; `toInput(values)` is what the create or update receives; `initialValues` starts a new record.
// - A form that is not in a modal (a page, a drawer, a card) uses Refine's useForm from @refinedev/antd
//   directly, with `errorNotification: saveFailed` and `onMutationError: (error) => showFieldErrors(form, error)`.
//   Forms that are no resource's create or edit (sign-in, a password, a row's action) keep antd's
//   Form.useForm, and may use saveFailed / showFieldErrors too.
//
// Failures
// - saveFailed(error): the toast "Η αλλαγή δεν αποθηκεύτηκε" with the server's reason.
// - showFieldErrors(form, error): the server's field errors on the fields, the first scrolled into view.
//
// Lists
// - <ResourceCard resource title addLabel onAdd>: Refine's List in a card, with its "new" button.
// - <SectionCard title loading error onRetry>: a card whose content is read, with its load states.
// - <DeleteRow resource id title description? success onDeleted?>: Refine's DeleteButton with its
//   confirmation, "Διαγραφή" / "Άκυρο", the `success` toast.
// - <ConfirmAction title description? label onConfirm>: a row's action that cannot be undone, confirmed.
// - <SecretOnce title secret onClose>: a secret the server shows once (an API key, a signing secret).
export { ResourceCard, SectionCard } from "./cards";
export { ConfirmAction } from "./ConfirmAction";
export { DeleteRow } from "./DeleteRow";
export { FormModal, useFormModal, type FormModalState } from "./FormModal";
export { saveFailed, showFieldErrors } from "./saveErrors";
export { SecretOnce } from "./SecretOnce";
