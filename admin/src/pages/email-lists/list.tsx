// Λίστες e-mail: the shop's address lists for e-mail campaigns; each is filled by importing a CSV
// (pasted or from a file, ./import.tsx) and can be looked through, renamed and trimmed (./show.tsx).
// The settings' "email-lists" tab over the resource "email-lists".
import { useTable } from "@refinedev/antd";
import { Button, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { errorNotification } from "../../lib/notifications";
import { addressCount, type EmailListSummary } from "./emailLists";
import { DeleteRow } from "../settings/DeleteRow";
import { SaveModal } from "../settings/FormModal";
import { ResourceCard } from "../settings/SettingsCard";
import { EmailListImport } from "./import";
import { EmailListDrawer } from "./show";

type Open = { kind: "create" } | { kind: "import" | "addresses"; list: EmailListSummary } | null;

export function EmailListList() {
  const { tableProps } = useTable<EmailListSummary>({ resource: "email-lists", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <ResourceCard resource="email-lists" title="Λίστες e-mail" addLabel="Νέα λίστα" onAdd={() => setOpen({ kind: "create" })}>
      <Table<EmailListSummary> {...tableProps} rowKey="id" size="middle" locale={{ emptyText: "Δεν υπάρχουν λίστες ακόμη." }}>
        <Table.Column<EmailListSummary> title="Λίστα" dataIndex="title" />
        <Table.Column<EmailListSummary> title="Διευθύνσεις" dataIndex="count" render={(count: number) => addressCount(count)} />
        <Table.Column<EmailListSummary> title="Ενημέρωση" dataIndex="updatedAt" responsive={["md"]} render={(updatedAt: string) => formatDateTime(updatedAt)} />
        <Table.Column<EmailListSummary>
          align="right"
          render={(_, list) => (
            <Space size={0} wrap style={{ justifyContent: "flex-end" }}>
              <Button type="link" size="small" onClick={() => setOpen({ kind: "import", list })}>
                Εισαγωγή CSV
              </Button>
              <Button type="link" size="small" onClick={() => setOpen({ kind: "addresses", list })}>
                Διευθύνσεις
              </Button>
              <DeleteRow
                resource="email-lists"
                id={list.id}
                title="Διαγραφή λίστας"
                description={`Θα διαγραφεί η λίστα «${list.title}» με ${addressCount(list.count)}.`}
                success="Η λίστα διαγράφηκε."
              />
            </Space>
          )}
        />
      </Table>
      <CreateListModal open={open?.kind === "create"} onClose={close} onCreated={(list) => setOpen({ kind: "import", list })} />
      {open?.kind === "import" && <EmailListImport list={open.list} onClose={close} />}
      {open?.kind === "addresses" && <EmailListDrawer listId={open.list.id} onClose={close} />}
    </ResourceCard>
  );
}

type CreateProps = { open: boolean; onClose: () => void; onCreated: (list: EmailListSummary) => void };

/** A new list is named first; its addresses come from the import that opens next. */
function CreateListModal({ open, onClose, onCreated }: CreateProps) {
  return (
    <SaveModal<{ title: string }>
      open={open}
      title="Νέα λίστα e-mail"
      resource="email-lists"
      toInput={({ title }) => ({ title: title.trim() })}
      success="Η λίστα δημιουργήθηκε. Εισαγάγετε τώρα τις διευθύνσεις της."
      okText="Δημιουργία"
      onSaved={(created) => {
        const { id, title, count, createdAt, updatedAt } = created as EmailListSummary;
        onCreated({ id, title, count, createdAt, updatedAt });
      }}
      onClose={onClose}
    >
      <Form.Item label="Όνομα λίστας" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
    </SaveModal>
  );
}
