// Λίστες e-mail: the shop's address lists for e-mail campaigns; each is filled by importing a CSV
// (pasted or from a file) and can be looked through, renamed and trimmed.
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Input, Space, Table } from "antd";
import { useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { trpc } from "../../lib/trpc";
import { addressCount, type EmailListSummary } from "./emailLists";
import { ConfirmDelete } from "./ConfirmDelete";
import { EmailListDrawer } from "./EmailListDrawer";
import { EmailListImport } from "./EmailListImport";
import { FormModal } from "./FormModal";
import { keys } from "./keys";
import { ListCard } from "./SettingsCard";
import { useSave } from "./useSave";

type Open = { kind: "create" } | { kind: "import" | "addresses"; list: EmailListSummary } | null;

export function EmailListsTab() {
  const lists = useQuery({ queryKey: keys.emailLists, queryFn: () => trpc.emailList.list.query() });
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const remove = useSave({
    mutationFn: (id: string) => trpc.emailList.delete.mutate({ id }),
    success: "Η λίστα διαγράφηκε.",
    invalidate: [keys.emailLists],
  });

  return (
    <ListCard title="Λίστες e-mail" addLabel="Νέα λίστα" onAdd={() => setOpen({ kind: "create" })} query={lists}>
      <Table<EmailListSummary> dataSource={lists.data} rowKey="id" pagination={false} size="middle" locale={{ emptyText: "Δεν υπάρχουν λίστες ακόμη." }}>
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
                onConfirm={() => remove.mutateAsync(list.id)}
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
  const [form] = Form.useForm<{ title: string }>();
  const create = useSave({
    mutationFn: ({ title }: { title: string }) => trpc.emailList.create.mutate({ title: title.trim() }),
    success: "Η λίστα δημιουργήθηκε. Εισαγάγετε τώρα τις διευθύνσεις της.",
    invalidate: [keys.emailLists],
    form,
    onSuccess: ({ id, title, count, createdAt, updatedAt }) => onCreated({ id, title, count, createdAt, updatedAt }),
  });
  return (
    <FormModal<{ title: string }>
      open={open}
      title="Νέα λίστα e-mail"
      form={form}
      saving={create.isLoading}
      okText="Δημιουργία"
      onFinish={(values) => create.mutate(values)}
      onClose={onClose}
    >
      <Form.Item label="Όνομα λίστας" name="title" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
        <Input maxLength={200} autoFocus />
      </Form.Item>
    </FormModal>
  );
}
