// A new conversation with the platform: a subject and the first message.
import { useCreate, type HttpError } from "@refinedev/core";
import { Form, Input, Modal } from "antd";
import { errorMessage, toFormFields } from "../../lib/errors";
import { toast } from "../feedback/feedback";
import type { ThreadItem, ThreadSide } from "./threads";

type Values = { title: string; text: string };
type Props = {
  open: boolean;
  resource: ThreadSide["threads"];
  onCreated: (id: string) => void;
  onClose: () => void;
};

export function NewThreadModal({ open, resource, onCreated, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  // Once the thread is created, Refine reads the resource's list again.
  const create = useCreate<ThreadItem, HttpError, Values>({ resource, successNotification: false, errorNotification: false });
  const send = (values: Values) =>
    create.mutate(
      { values: { title: values.title.trim(), text: values.text.trim() } },
      {
        onSuccess: ({ data: thread }) => {
          toast.success("Το μήνυμα στάλθηκε.");
          onClose();
          onCreated(thread.id);
        },
        onError: (error) => {
          form.setFields(toFormFields(error, ["title", "text"] as const));
          toast.error("Το μήνυμα δεν στάλθηκε", errorMessage(error));
        },
      },
    );

  return (
    <Modal
      open={open}
      title="Νέο μήνυμα προς την υποστήριξη"
      okText="Αποστολή"
      cancelText="Άκυρο"
      confirmLoading={create.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={send} preserve={false}>
        <Form.Item label="Θέμα" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το θέμα." }]}>
          <Input maxLength={200} autoFocus />
        </Form.Item>
        <Form.Item label="Μήνυμα" name="text" rules={[{ required: true, whitespace: true, message: "Γράψτε το μήνυμά σας." }]}>
          <Input.TextArea rows={6} maxLength={5000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
