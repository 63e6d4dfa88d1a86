// A tag's changes, in a modal over the list (Refine's useModalForm, action "edit": show(id) reads the
// tag with getOne and fills the form; the fields show once it is read).
import { useModalForm } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import { errorNotification, successNotification } from "../../lib/notifications";
import { TagFields } from "./form";
import { tagInput, type Tag, type TagValues } from "./types";

export function useTagEditModal() {
  return useModalForm<Tag, HttpError, TagValues>({
    resource: "tags",
    action: "edit",
    redirect: false,
    successNotification: successNotification("Η ετικέτα αποθηκεύτηκε."),
    errorNotification,
  });
}

export function TagEditModal({ modal }: { modal: ReturnType<typeof useTagEditModal> }) {
  return (
    <Modal {...modal.modalProps} loading={modal.formLoading} title="Επεξεργασία ετικέτας" okText="Αποθήκευση" cancelText="Άκυρο" destroyOnHidden>
      <Form {...modal.formProps} name="tag-edit" layout="vertical" onFinish={(values) => modal.formProps.onFinish?.(tagInput(values as TagValues))}>
        <TagFields />
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
