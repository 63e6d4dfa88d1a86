// A new conversation with the platform: a subject and the first message, created through the CRUD
// kit's FormModal (the threads' resource create; Refine then reads the list again).
import { Form, Input } from "antd";
import { FormModal, useFormModal } from "../crud";
import type { ThreadItem, ThreadSide } from "./threads";

type Values = { title: string; text: string };

export function useNewThreadModal(resource: ThreadSide["threads"], onCreated: (id: string) => void) {
  return useFormModal<Values, ThreadItem>({
    resource,
    action: "create",
    success: "Το μήνυμα στάλθηκε.",
    errorNotification: (error) => ({ type: "error", message: "Το μήνυμα δεν στάλθηκε", description: error?.message }),
    onSaved: (thread) => onCreated(thread.id),
  });
}

export function NewThreadModal({ modal }: { modal: ReturnType<typeof useNewThreadModal> }) {
  return (
    <FormModal<Values>
      modal={modal}
      title="Νέο μήνυμα προς την υποστήριξη"
      okText="Αποστολή"
      toInput={(values) => ({ title: values.title.trim(), text: values.text.trim() })}
    >
      <Form.Item label="Θέμα" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το θέμα." }]}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
      <Form.Item label="Μήνυμα" name="text" rules={[{ required: true, whitespace: true, message: "Γράψτε το μήνυμά σας." }]}>
        <Input.TextArea rows={6} maxLength={5000} showCount />
      </Form.Item>
    </FormModal>
  );
}
