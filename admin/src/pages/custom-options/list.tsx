// Προσαρμοσμένα πεδία: the custom options the customer panel shows for every customer: a list of
// choices (LIST) or a yes/no (BOOLEAN). An option left out on edit is removed with the customers'
// values of it, so the modal says so. Resource "custom-option-definitions", keyed by the option's key.
// (The customer panel reads the definitions again when it opens.) The settings' "custom-options" tab.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useForm, useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { Alert, Button, Form, Input, Radio, Space, Table, Tag } from "antd";
import { useState } from "react";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { DeleteRow } from "../settings/DeleteRow";
import { FormModal } from "../settings/FormModal";
import { saveFailed, showFieldErrors } from "../settings/save";
import { ResourceCard } from "../settings/SettingsCard";

type Definition = RouterOutputs["customOptionDefinition"]["list"][number];
type DefinitionValues = RouterInputs["customOptionDefinition"]["create"];

const typeLabels: Record<Definition["type"], string> = { LIST: "Λίστα επιλογών", BOOLEAN: "Ναι / Όχι" };

export function CustomOptionList() {
  const { tableProps } = useTable<Definition>({ resource: "custom-option-definitions", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  const [editing, setEditing] = useState<{ definition?: Definition } | null>(null);

  return (
    <ResourceCard resource="custom-option-definitions" title="Προσαρμοσμένα πεδία πελατών" addLabel="Νέο πεδίο" onAdd={() => setEditing({})}>
      <Table<Definition>
        {...tableProps}
        rowKey="key"
        size="middle"
        locale={{ emptyText: "Δεν υπάρχουν προσαρμοσμένα πεδία ακόμη." }}
      >
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
                <Button type="link" size="small" onClick={() => setEditing({ definition })}>
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
      {editing && <DefinitionModal definition={editing.definition} onClose={() => setEditing(null)} />}
    </ResourceCard>
  );
}

type ModalProps = { definition?: Definition; onClose: () => void };

/** Mounted while open: every opening starts a new form from the definition (or an empty one). */
function DefinitionModal({ definition, onClose }: ModalProps) {
  const { form, formProps, formLoading } = useForm<Definition, HttpError, DefinitionValues>({
    resource: "custom-option-definitions",
    action: definition ? "edit" : "create",
    id: definition?.key,
    redirect: false,
    // The definition is already read by the list.
    queryOptions: { enabled: false },
    successNotification: successNotification(definition ? "Το πεδίο αποθηκεύτηκε." : "Το πεδίο προστέθηκε."),
    errorNotification: saveFailed,
    onMutationSuccess: onClose,
    onMutationError: (error) => showFieldErrors(form, error),
  });
  const type = Form.useWatch("type", form);
  const save = (values: DefinitionValues) => {
    const options = values.type === "LIST" ? (values.options ?? []).map(({ id, label }) => ({ id, label: label.trim() })) : [];
    // An edit changes the options only; the key and the type stay.
    void formProps.onFinish?.((definition ? { options } : { key: values.key.trim(), type: values.type, options }) as DefinitionValues);
  };

  return (
    <FormModal<DefinitionValues>
      open
      title={definition ? `Επιλογές του πεδίου «${definition.key}»` : "Νέο πεδίο"}
      form={form}
      initialValues={definition ?? { type: "LIST", options: [{ label: "" }] }}
      saving={formLoading}
      onFinish={(values) => save({ ...values, type: definition?.type ?? values.type })}
      onClose={onClose}
    >
      {!definition && (
        <>
          <Form.Item label="Όνομα πεδίου" name="key" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
            <Input maxLength={50} placeholder="π.χ. Αγαπημένο ρόφημα" autoFocus />
          </Form.Item>
          <Form.Item label="Τύπος" name="type">
            <Radio.Group optionType="button" options={(["LIST", "BOOLEAN"] as const).map((value) => ({ value, label: typeLabels[value] }))} />
          </Form.Item>
        </>
      )}
      {definition && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="Μια επιλογή που αφαιρείτε φεύγει και από τους πελάτες που την έχουν." />
      )}
      {(definition?.type ?? type) === "LIST" && (
        <Form.List
          name="options"
          rules={[
            {
              validator: (_, options?: unknown[]) =>
                options?.length ? Promise.resolve() : Promise.reject(new Error("Προσθέστε τουλάχιστον μία επιλογή.")),
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
      )}
    </FormModal>
  );
}
