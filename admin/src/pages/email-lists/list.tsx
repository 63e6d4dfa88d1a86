// Λίστες e-mail: the shop's address lists for e-mail campaigns; each is filled by importing a CSV
// (pasted or from a file, ./import.tsx) and can be looked through, renamed and trimmed (./show.tsx).
// The settings' "email-lists" tab over the resource "email-lists".
import { useTable } from "@refinedev/antd";
import { Button, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import { DeleteRow, FormModal, ResourceCard, useFormModal } from "../../components/crud";
import { formatDateTime } from "../../lib/dates";
import { errorNotification } from "../../lib/notifications";
import { addressCount, type EmailListSummary } from "./emailLists";
import { EmailListImport } from "./import";
import { EmailListDrawer } from "./show";

/** The list whose import or addresses are open. */
type Open = { kind: "import" | "addresses"; id: string } | null;

export function EmailListList() {
  const { tableProps } = useTable<EmailListSummary>({ resource: "email-lists", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // The import shows the list as listed (its name, its count), read again after every change.
  const importing = open?.kind === "import" ? tableProps.dataSource?.find((list) => list.id === open.id) : undefined;
  // A new list is named first; its addresses come from the import that opens next (once the list is read again).
  const create = useFormModal<{ title: string }, EmailListSummary>({
    resource: "email-lists",
    action: "create",
    success: "Η λίστα δημιουργήθηκε. Εισαγάγετε τώρα τις διευθύνσεις της.",
    onSaved: (created) => setOpen({ kind: "import", id: created.id }),
  });

  return (
    <ResourceCard resource="email-lists" title="Λίστες e-mail" addLabel="Νέα λίστα" onAdd={() => create.show()}>
      <Table<EmailListSummary> {...tableProps} rowKey="id" size="middle" locale={{ emptyText: "Δεν υπάρχουν λίστες ακόμη." }}>
        <Table.Column<EmailListSummary> title="Λίστα" dataIndex="title" />
        <Table.Column<EmailListSummary> title="Διευθύνσεις" dataIndex="count" render={(count: number) => addressCount(count)} />
        <Table.Column<EmailListSummary> title="Ενημέρωση" dataIndex="updatedAt" responsive={["md"]} render={(updatedAt: string) => formatDateTime(updatedAt)} />
        <Table.Column<EmailListSummary>
          align="right"
          render={(_, list) => (
            <Space size={0} wrap style={{ justifyContent: "flex-end" }}>
              <Button type="link" size="small" onClick={() => setOpen({ kind: "import", id: list.id })}>
                Εισαγωγή CSV
              </Button>
              <Button type="link" size="small" onClick={() => setOpen({ kind: "addresses", id: list.id })}>
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
      <FormModal<{ title: string }> modal={create} title="Νέα λίστα e-mail" okText="Δημιουργία" toInput={({ title }) => ({ title: title.trim() })}>
        <Form.Item label="Όνομα λίστας" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
          <Input maxLength={200} autoFocus />
        </Form.Item>
      </FormModal>
      {importing && <EmailListImport list={importing} onClose={close} />}
      {open?.kind === "addresses" && <EmailListDrawer listId={open.id} onClose={close} />}
    </ResourceCard>
  );
}
