// The push form's fields: title and text as the phone shows them, an optional image and link.
import { Form, Input } from "antd";
import { MediaPicker } from "../../components/media/MediaPicker";

const urlRule = { type: "url" as const, message: "Γράψτε μια πλήρη διεύθυνση, π.χ. https://…" };

export function PushFields() {
  return (
    <>
      <Form.Item label="Τίτλος" name="title" rules={[{ required: true, whitespace: true, message: "Γράψτε τον τίτλο της ειδοποίησης." }]}>
        <Input maxLength={65} showCount />
      </Form.Item>
      <Form.Item label="Κείμενο" name="text" rules={[{ required: true, whitespace: true, message: "Γράψτε το κείμενο της ειδοποίησης." }]}>
        <Input.TextArea rows={4} maxLength={240} showCount />
      </Form.Item>
      <Form.Item label="Εικόνα (προαιρετική)" name="image" extra="Από τη βιβλιοθήκη πολυμέσων του καταστήματος.">
        <MediaPicker title="Εικόνα ειδοποίησης" />
      </Form.Item>
      <Form.Item label="Σύνδεσμος (προαιρετικός)" name="url" rules={[urlRule]} extra="Ανοίγει όταν ο πελάτης πατήσει την ειδοποίηση.">
        <Input type="url" inputMode="url" placeholder="https://" />
      </Form.Item>
    </>
  );
}
