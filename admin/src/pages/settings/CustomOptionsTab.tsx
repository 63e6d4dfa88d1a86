// Προσαρμοσμένα πεδία: the custom options the customer panel shows for every customer: a list of
// choices (LIST) or a yes/no (BOOLEAN). An option left out on edit is removed with the customers'
// values of it, so the modal says so.
import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Form, Input, Radio, Space, Table, Tag } from "antd";
import { useState } from "react";
import { trpc, type RouterInputs, type RouterOutputs } from "../../lib/trpc";
import { ConfirmDelete } from "./ConfirmDelete";
import { FormModal } from "./FormModal";
import { keys } from "./keys";
import { ListCard } from "./SettingsCard";
import { useSave } from "./useSave";

type Definition = RouterOutputs["customOptionDefinition"]["list"][number];
type DefinitionValues = RouterInputs["customOptionDefinition"]["create"];

const typeLabels: Record<Definition["type"], string> = { LIST: "Λίστα επιλογών", BOOLEAN: "Ναι / Όχι" };

const invalidate = [keys.optionDefinitions, keys.counterOptions];

export function CustomOptionsTab() {
  const definitions = useQuery({ queryKey: keys.optionDefinitions, queryFn: () => trpc.customOptionDefinition.list.query() });
  const [editing, setEditing] = useState<{ definition?: Definition } | null>(null);
  const remove = useSave({
    mutationFn: (key: string) => trpc.customOptionDefinition.delete.mutate({ key }),
    success: "Το πεδίο διαγράφηκε.",
    invalidate,
  });

  return (
    <ListCard title="Προσαρμοσμένα πεδία πελατών" addLabel="Νέο πεδίο" onAdd={() => setEditing({})} query={definitions}>
      <Table<Definition>
        dataSource={definitions.data}
        rowKey="key"
        pagination={false}
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
              <ConfirmDelete
                title="Διαγραφή πεδίου"
                description="Θα διαγραφούν και οι τιμές του από όλους τους πελάτες."
                onConfirm={() => remove.mutateAsync(definition.key)}
              />
            </Space>
          )}
        />
      </Table>
      <DefinitionModal open={editing !== null} definition={editing?.definition} onClose={() => setEditing(null)} />
    </ListCard>
  );
}

type ModalProps = { open: boolean; definition?: Definition; onClose: () => void };

function DefinitionModal({ open, definition, onClose }: ModalProps) {
  const [form] = Form.useForm<DefinitionValues>();
  const type = Form.useWatch("type", form);
  const save = useSave({
    mutationFn: (values: DefinitionValues) => {
      const options = values.type === "LIST" ? (values.options ?? []).map(({ id, label }) => ({ id, label: label.trim() })) : [];
      return definition
        ? trpc.customOptionDefinition.update.mutate({ key: definition.key, options })
        : trpc.customOptionDefinition.create.mutate({ key: values.key.trim(), type: values.type, options });
    },
    success: definition ? "Το πεδίο αποθηκεύτηκε." : "Το πεδίο προστέθηκε.",
    invalidate,
    form,
    onSuccess: onClose,
  });

  return (
    <FormModal<DefinitionValues>
      open={open}
      title={definition ? `Επιλογές του πεδίου «${definition.key}»` : "Νέο πεδίο"}
      form={form}
      initialValues={definition ?? { type: "LIST", options: [{ label: "" }] }}
      saving={save.isLoading}
      onFinish={(values) => save.mutate({ ...values, type: definition?.type ?? values.type })}
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
