// A new tag, in a modal over the list (the CRUD kit's FormModal over Refine's useModalForm, action "create").
import { FormModal, useFormModal } from "../../components/crud";
import { errorNotification } from "../../lib/notifications";
import { TagFields } from "./form";
import { tagInput, type TagValues } from "./types";

export function useTagCreateModal() {
  return useFormModal<TagValues>({ resource: "tags", action: "create", success: "Η ετικέτα προστέθηκε.", errorNotification });
}

export function TagCreateModal({ modal }: { modal: ReturnType<typeof useTagCreateModal> }) {
  return (
    <FormModal<TagValues> modal={modal} name="tag-create" title="Νέα ετικέτα" toInput={tagInput}>
      <TagFields />
    </FormModal>
  );
}
