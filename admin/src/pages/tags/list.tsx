// Ετικέτες συναλλαγών: the labels the cashier can put on a purchase (e.g. "Καφές", "Πρωινό"), shown in
// the settings' "tags" tab. The worked example of a Refine resource (docs/contributing.md, "Adding a resource"):
// useTable reads the list through the data provider, the create and edit forms are modals (the CRUD
// kit's FormModal over useModalForm), and EditButton / DeleteButton act on a row. Removing a tag
// unlinks it from the shop; past purchases keep it.
import { DeleteButton, EditButton, useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Table, Typography } from "antd";
import { ResourceCard } from "../../components/crud";
import { errorNotification, successNotification } from "../../lib/notifications";
import { TagCreateModal, useTagCreateModal } from "./create";
import { TagEditModal, useTagEditModal } from "./edit";
import type { Tag } from "./types";

export function TagList() {
  const { tableProps } = useTable<Tag>({ resource: "tags", pagination: { mode: "off" }, syncWithLocation: false });
  const create = useTagCreateModal();
  const edit = useTagEditModal();

  return (
    <ResourceCard resource="tags" title="Ετικέτες συναλλαγών" addLabel="Νέα ετικέτα" onAdd={() => create.show()}>
      <Table<Tag> {...tableProps} rowKey="id" size="middle" locale={{ emptyText: "Δεν υπάρχουν ετικέτες ακόμη." }}>
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
            <>
              <EditButton type="link" size="small" icon={null} recordItemId={tag.id} onClick={() => edit.show(tag.id)}>
                Επεξεργασία
              </EditButton>
              <DeleteButton
                type="link"
                size="small"
                icon={null}
                resource="tags"
                recordItemId={tag.id}
                confirmTitle="Αφαίρεση ετικέτας"
                confirmOkText="Αφαίρεση"
                confirmCancelText="Άκυρο"
                successNotification={successNotification("Η ετικέτα αφαιρέθηκε.")}
                errorNotification={(error) => errorNotification(error as HttpError)}
              >
                Αφαίρεση
              </DeleteButton>
            </>
          )}
        />
      </Table>
      <TagCreateModal modal={create} />
      <TagEditModal modal={edit} />
    </ResourceCard>
  );
}
