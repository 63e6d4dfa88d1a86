// A new tag, in a modal over the list (Refine's useModalForm, action "create").
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import { errorNotification, successNotification } from "../../lib/notifications";
import { TagFields } from "./form";
import { tagInput, type Tag, type TagValues } from "./types";

export function useTagCreateModal() {
  return useModalForm<Tag, HttpError, TagValues>({
    resource: "tags",
    action: "create",
    redirect: false,
    successNotification: successNotification("Η ετικέτα προστέθηκε."),
    errorNotification,
  });
}

export function TagCreateModal({ modal }: { modal: ReturnType<typeof useTagCreateModal> }) {
  return (
    <Modal {...modal.modalProps} title="Νέα ετικέτα" okText="Αποθήκευση" cancelText="Άκυρο" destroyOnHidden>
      <Form {...modal.formProps} name="tag-create" layout="vertical" onFinish={(values) => modal.formProps.onFinish?.(tagInput(values as TagValues))}>
        <TagFields />
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
