// The shop's free-text notes about a customer, saved on blur.
import { Form, Input, Skeleton } from "antd";
import { trpc } from "../../../lib/trpc";
import { LoadError } from "./LoadError";
import { useNote } from "./queries";
import { useSaveOnBlur } from "./useSaveOnBlur";

const NOTE_MAX_LENGTH = 5000;

function NoteEditor({ phone, initial, onSaved }: { phone: string; initial: string; onSaved: () => void }) {
  const { value, setValue, onBlur, error, status } = useSaveOnBlur({
    initial,
    field: "text",
    save: (text) => trpc.customOption.updateNote.mutate({ phone, text }),
    onSaved,
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
  return <NoteEditor phone={phone} initial={note.data.text ?? ""} onSaved={() => note.refetch()} />;
}
