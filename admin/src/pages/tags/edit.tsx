// A tag's changes, in a modal over the list (the CRUD kit's FormModal over Refine's useModalForm, action
// "edit": show(id) reads the tag with getOne and fills the form; the fields show once it is read).
import { FormModal, useFormModal } from "../../components/crud";
import { errorNotification } from "../../lib/notifications";
import { TagFields } from "./form";
import { tagInput, type TagValues } from "./types";

export function useTagEditModal() {
  return useFormModal<TagValues>({ resource: "tags", action: "edit", success: "Η ετικέτα αποθηκεύτηκε.", errorNotification });
}

export function TagEditModal({ modal }: { modal: ReturnType<typeof useTagEditModal> }) {
  return (
    <FormModal<TagValues> modal={modal} name="tag-edit" title="Επεξεργασία ετικέτας" toInput={tagInput}>
      <TagFields />
    </FormModal>
  );
}
