// Προσαρμοσμένα πεδία: the custom options the customer panel shows for every customer: a list of
// choices (LIST) or a yes/no (BOOLEAN). An option left out on edit is removed with the customers'
// values of it, so the modal says so. Resource "custom-option-definitions", keyed by the option's key.
// (The customer panel reads the definitions again when it opens.) The settings' "custom-options" tab.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { Alert, Button, Form, Input, Radio, Space, Table, Tag } from "antd";
import { DeleteRow, FormModal, ResourceCard, useFormModal, type FormModalState } from "../../components/crud";
import { errorNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";

type Definition = RouterOutputs["customOptionDefinition"]["list"][number];
type DefinitionValues = RouterInputs["customOptionDefinition"]["create"];

const typeLabels: Record<Definition["type"], string> = { LIST: "Λίστα επιλογών", BOOLEAN: "Ναι / Όχι" };

export function CustomOptionList() {
  const { tableProps } = useTable<Definition>({
    resource: "custom-option-definitions",
    pagination: { mode: "off" },
    syncWithLocation: false,
    errorNotification,
  });
  const create = useFormModal<DefinitionValues>({ resource: "custom-option-definitions", action: "create", success: "Το πεδίο προστέθηκε." });
  const edit = useFormModal<DefinitionValues>({ resource: "custom-option-definitions", action: "edit", success: "Το πεδίο αποθηκεύτηκε." });

  return (
    <ResourceCard resource="custom-option-definitions" title="Προσαρμοσμένα πεδία πελατών" addLabel="Νέο πεδίο" onAdd={() => create.show()}>
      <Table<Definition> {...tableProps} rowKey="key" size="middle" locale={{ emptyText: "Δεν υπάρχουν προσαρμοσμένα πεδία ακόμη." }}>
        <Table.Column<Definition> title="Πεδίο" dataIndex="key" />
        <Table.Column<Definition> title="Τύπος" dataIndex="type" render={(type: Definition["type"]) => typeLabels[type]} />
        <Table.Column<Definition>
          title="Επιλογές"
          responsive={["md"]}
          render={(_, definition) => (
            <Space size={[4, 4]} wrap>
              {definition.options.map((option) => (
                <Tag key={option.id}>{option.label}</Tag>
              ))}
            </Space>
          )}
        />
        <Table.Column<Definition>
          align="right"
          render={(_, definition) => (
            <Space size={0}>
              {definition.type === "LIST" && (
                <Button type="link" size="small" onClick={() => edit.show(definition.key)}>
                  Επεξεργασία
                </Button>
              )}
              <DeleteRow
                resource="custom-option-definitions"
                id={definition.key}
                title="Διαγραφή πεδίου"
                description="Θα διαγραφούν και οι τιμές του από όλους τους πελάτες."
                success="Το πεδίο διαγράφηκε."
              />
            </Space>
          )}
        />
      </Table>
      <NewDefinitionModal modal={create} />
      <DefinitionOptionsModal modal={edit} />
    </ResourceCard>
  );
}

type ModalProps = { modal: FormModalState<DefinitionValues> };

/** A new option: its name and type, and a list's choices. */
function NewDefinitionModal({ modal }: ModalProps) {
  const type = Form.useWatch("type", modal.form);
  return (
    <FormModal<DefinitionValues>
      modal={modal}
      title="Νέο πεδίο"
      initialValues={{ type: "LIST", options: [{ label: "" }] }}
      toInput={(values) => ({ key: values.key.trim(), type: values.type, options: values.type === "LIST" ? trimmed(values.options) : [] })}
    >
      <Form.Item label="Όνομα πεδίου" name="key" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
        <Input maxLength={50} placeholder="π.χ. Αγαπημένο ρόφημα" autoFocus />
      </Form.Item>
      <Form.Item label="Τύπος" name="type">
        <Radio.Group optionType="button" options={(["LIST", "BOOLEAN"] as const).map((value) => ({ value, label: typeLabels[value] }))} />
      </Form.Item>
      {type === "LIST" && <OptionFields />}
    </FormModal>
  );
}

/** A list's choices (show(key)): the key and the type stay. */
function DefinitionOptionsModal({ modal }: ModalProps) {
  return (
    <FormModal<DefinitionValues> modal={modal} title={`Επιλογές του πεδίου «${modal.id ?? ""}»`} toInput={(values) => ({ options: trimmed(values.options) })}>
      <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="Μια επιλογή που αφαιρείτε φεύγει και από τους πελάτες που την έχουν." />
      <OptionFields />
    </FormModal>
  );
}

/** A list's choices as the server takes them; an existing one keeps its id, so customers who have it keep it. */
function trimmed(options: DefinitionValues["options"]): DefinitionValues["options"] {
  return (options ?? []).map(({ id, label }) => ({ id, label: label.trim() }));
}

function OptionFields() {
  return (
    <Form.List
      name="options"
      rules={[
        {
          validator: (_, options?: unknown[]) => (options?.length ? Promise.resolve() : Promise.reject(new Error("Προσθέστε τουλάχιστον μία επιλογή."))),
        },
      ]}
    >
      {(fields, { add, remove }, { errors }) => (
        <Form.Item label="Επιλογές">
          {fields.map((item, index) => (
            <Space key={item.key} align="baseline" style={{ display: "flex" }}>
              {/* An existing option keeps its id, so customers who have it keep it. */}
              <Form.Item name={[item.name, "id"]} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[item.name, "label"]}
                rules={[{ required: true, whitespace: true, message: "Συμπληρώστε την επιλογή." }]}
                style={{ marginBottom: 8 }}
              >
                <Input maxLength={50} aria-label={`Επιλογή ${index + 1}`} style={{ width: 260, maxWidth: "60vw" }} />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} onClick={() => remove(item.name)} aria-label={`Αφαίρεση επιλογής ${index + 1}`} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: "" })}>
            Προσθήκη επιλογής
          </Button>
          <Form.ErrorList errors={errors} />
        </Form.Item>
      )}
    </Form.List>
  );
}
