// Λίστες e-mail: the shop's address lists for e-mail campaigns; each is filled by importing a CSV
// (pasted or from a file) and can be looked through, renamed and trimmed.
import { useList } from "@refinedev/core";
import { Button, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { addressCount, type EmailListSummary } from "./emailLists";
import { ConfirmDelete } from "./ConfirmDelete";
import { EmailListDrawer } from "./EmailListDrawer";
import { EmailListImport } from "./EmailListImport";
import { SaveModal } from "./FormModal";
import { useRemove } from "./save";
import { ListCard } from "./SettingsCard";

type Open = { kind: "create" } | { kind: "import" | "addresses"; list: EmailListSummary } | null;

export function EmailListsTab() {
  const { data, ...lists } = useList<EmailListSummary>({ resource: "email-lists", pagination: { mode: "off" }, errorNotification: false });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const remove = useRemove("email-lists", "Η λίστα διαγράφηκε.");

  return (
    <ListCard title="Λίστες e-mail" addLabel="Νέα λίστα" onAdd={() => setOpen({ kind: "create" })} query={lists}>
      <Table<EmailListSummary> dataSource={data?.data} rowKey="id" pagination={false} size="middle" locale={{ emptyText: "Δεν υπάρχουν λίστες ακόμη." }}>
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
              <ConfirmDelete
                title="Διαγραφή λίστας"
                description={`Θα διαγραφεί η λίστα «${list.title}» με ${addressCount(list.count)}.`}
                onConfirm={() => remove(list.id)}
              />
            </Space>
          )}
        />
      </Table>
      <CreateListModal open={open?.kind === "create"} onClose={close} onCreated={(list) => setOpen({ kind: "import", list })} />
      {open?.kind === "import" && <EmailListImport list={open.list} onClose={close} />}
      {open?.kind === "addresses" && <EmailListDrawer listId={open.list.id} onClose={close} />}
    </ListCard>
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
