// A tag's fields, shared by the create and edit modals. The server checks the same limits and its
// refusals land on these fields (the data provider's HttpError `errors`, by field name).
import { Form, Input } from "antd";

export function TagFields() {
  return (
    <>
      <Form.Item label="Ετικέτα" name="label" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε την ετικέτα." }]}>
        <Input maxLength={50} autoFocus />
      </Form.Item>
      <Form.Item label="Περιγραφή" name="description">
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </>
  );
}
