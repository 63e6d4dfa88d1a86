// A new conversation with the platform: a subject and the first message.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Form, Input, Modal } from "antd";
import { errorMessage, toFormFields } from "../../lib/errors";
import { toast } from "../feedback/feedback";
import type { ThreadSide } from "./threads";

type Values = { title: string; text: string };
type Props = {
  open: boolean;
  create: NonNullable<ThreadSide["create"]>;
  listKey: readonly unknown[];
  onCreated: (id: string) => void;
  onClose: () => void;
};

export function NewThreadModal({ open, create, listKey, onCreated, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const send = useMutation({
    mutationFn: ({ title, text }: Values) => create(title.trim(), text.trim()),
    onSuccess: (thread) => {
      toast.success("Το μήνυμα στάλθηκε.");
      onClose();
      onCreated(thread.id);
    },
    onError: (error) => {
      form.setFields(toFormFields(error, ["title", "text"] as const));
      toast.error("Το μήνυμα δεν στάλθηκε", errorMessage(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });

  return (
    <Modal
      open={open}
      title="Νέο μήνυμα προς την υποστήριξη"
      okText="Αποστολή"
      cancelText="Άκυρο"
      confirmLoading={send.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={(values) => send.mutate(values)} preserve={false}>
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
