// Ετικέτες συναλλαγών: the labels the cashier can put on a purchase (e.g. "Καφές", "Πρωινό").
// Removing one unlinks it from the shop; past purchases keep it.
import { useQuery } from "@tanstack/react-query";
import { Button, Form, Input, Space, Table, Typography } from "antd";
import { useState } from "react";
import { trpc, type RouterInputs, type RouterOutputs } from "../../lib/trpc";
import { ConfirmDelete } from "./ConfirmDelete";
import { SaveModal } from "./FormModal";
import { keys } from "./keys";
import { ListCard } from "./SettingsCard";
import { textOrNull } from "../../lib/text";
import { useSave } from "./useSave";

type Tag = RouterOutputs["tag"]["list"][number];
type TagValues = RouterInputs["tag"]["create"];

const invalidate = [keys.tags, keys.counterTags];

export function TagsTab() {
  const tags = useQuery({ queryKey: keys.tags, queryFn: () => trpc.tag.list.query() });
  const [editing, setEditing] = useState<{ tag?: Tag } | null>(null);
  const remove = useSave({
    mutationFn: (id: string) => trpc.tag.remove.mutate({ id }),
    success: "Η ετικέτα αφαιρέθηκε.",
    invalidate,
  });

  return (
    <ListCard title="Ετικέτες συναλλαγών" addLabel="Νέα ετικέτα" onAdd={() => setEditing({})} query={tags}>
      <Table<Tag> dataSource={tags.data} rowKey="id" pagination={false} size="middle" locale={{ emptyText: "Δεν υπάρχουν ετικέτες ακόμη." }}>
        <Table.Column<Tag> title="Ετικέτα" dataIndex="label" />
        <Table.Column<Tag>
          title="Περιγραφή"
          dataIndex="description"
          responsive={["md"]}
          render={(description: string | null) => description ?? <Typography.Text type="secondary">—</Typography.Text>}
        />
        <Table.Column<Tag>
          align="right"
          render={(_, tag) => (
            <Space size={0}>
              <Button type="link" size="small" onClick={() => setEditing({ tag })}>
                Επεξεργασία
              </Button>
              <ConfirmDelete
                title="Αφαίρεση ετικέτας"
                description="Οι παλιές συναλλαγές κρατούν την ετικέτα."
                label="Αφαίρεση"
                onConfirm={() => remove.mutateAsync(tag.id)}
              />
            </Space>
          )}
        />
      </Table>
      <TagModal open={editing !== null} tag={editing?.tag} onClose={() => setEditing(null)} />
    </ListCard>
  );
}

function TagModal({ open, tag, onClose }: { open: boolean; tag?: Tag; onClose: () => void }) {
  return (
    <SaveModal<TagValues>
      open={open}
      title={tag ? "Επεξεργασία ετικέτας" : "Νέα ετικέτα"}
      initialValues={tag}
      mutationFn={(values: TagValues) => {
        const input = { label: values.label.trim(), description: textOrNull(values.description) };
        return tag ? trpc.tag.update.mutate({ id: tag.id, ...input }) : trpc.tag.create.mutate(input);
      }}
      success={tag ? "Η ετικέτα αποθηκεύτηκε." : "Η ετικέτα προστέθηκε."}
      invalidate={invalidate}
      onClose={onClose}
    >
      <Form.Item label="Ετικέτα" name="label" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε την ετικέτα." }]}>
        <Input maxLength={50} autoFocus />
      </Form.Item>
      <Form.Item label="Περιγραφή" name="description">
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </SaveModal>
  );
}
