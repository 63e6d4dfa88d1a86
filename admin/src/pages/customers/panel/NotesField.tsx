// The shop's free-text notes about a customer, saved on blur.
import { Form, Input, Skeleton } from "antd";
import { LoadError } from "./LoadError";
import { useNote, useUpdateNote } from "./queries";
import { useSaveOnBlur } from "./useSaveOnBlur";

const NOTE_MAX_LENGTH = 5000;

function NoteEditor({ phone, initial }: { phone: string; initial: string }) {
  const { value, setValue, onBlur, error, status } = useSaveOnBlur({
    initial,
    field: "text",
    update: useUpdateNote(phone),
    values: (text) => ({ text }),
  });
  return (
    <Form layout="vertical" component="div">
      <Form.Item validateStatus={status} help={error} hasFeedback={status !== ""} style={{ marginBottom: 0 }}>
        <Input.TextArea
          id="customer-note"
          aria-label="Σημειώσεις"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={onBlur}
          placeholder="Π.χ. προτιμά το τραπέζι στη βεράντα"
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={NOTE_MAX_LENGTH}
          showCount
        />
      </Form.Item>
    </Form>
  );
}

export function NotesField({ phone }: { phone: string }) {
  const note = useNote(phone);
  if (note.isError) return <LoadError error={note.error} />;
  if (!note.data) return <Skeleton.Input active block style={{ height: 76 }} />;
  return <NoteEditor phone={phone} initial={note.data.data.text ?? ""} />;
}
