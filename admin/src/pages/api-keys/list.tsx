// The settings' "API" tab (resource "api-keys"): the shop's keys for its point-of-sale or e-shop
// (/api/v1). A key is shown once when made; the list shows its name, rights, first characters and last
// use; revoking (the call "apiKey.revoke") stops it at once.
import { useTable } from "@refinedev/antd";
import { useInvalidate } from "@refinedev/core";
import { Checkbox, Form, Input, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { ConfirmAction, FormModal, ResourceCard, saveFailed, SecretOnce, useFormModal } from "../../components/crud";
import { formatDateTime } from "../../lib/dates";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall } from "../../providers/customCalls";

type ApiKey = RouterOutputs["apiKey"]["list"][number];
type KeyValues = RouterInputs["apiKey"]["create"];
type CreatedKey = RouterOutputs["apiKey"]["create"];

const SCOPE_LABELS: Record<ApiKey["scopes"][number], string> = {
  counter: "Ταμείο (πόντοι, στάμπες, εξαργύρωση, ακύρωση)",
  read: "Ανάγνωση (πελάτες, κουπόνια, συναλλαγές)",
};

export function ApiKeyList() {
  const { tableProps } = useTable<ApiKey>({ resource: "api-keys", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  // The new key, shown once: the server's answer to the create, which no read returns again.
  const [shown, setShown] = useState<string | null>(null);
  const create = useFormModal<KeyValues, CreatedKey>({
    resource: "api-keys",
    action: "create",
    success: "Το κλειδί δημιουργήθηκε.",
    onSaved: (created) => setShown(created.key),
  });
  const { run } = useCustomCall();
  const invalidate = useInvalidate();
  const revoke = async (id: string) => {
    try {
      await run("apiKey.revoke", { id }, { successNotification: successNotification("Το κλειδί ανακλήθηκε."), errorNotification: saveFailed });
    } finally {
      void invalidate({ resource: "api-keys", invalidates: ["list"] });
    }
  };

  return (
    <ResourceCard resource="api-keys" title="Κλειδιά API" addLabel="Νέο κλειδί" onAdd={() => create.show()}>
      <Typography.Paragraph type="secondary">
        Με ένα κλειδί API το ταμειακό σας σύστημα ή το e-shop προσθέτει πόντους και στάμπες και εξαργυρώνει κουπόνια χωρίς διπλή πληκτρολόγηση. Δείτε την{" "}
        <a href="/docs/api" target="_blank" rel="noreferrer">
          τεκμηρίωση του API
        </a>
        .
      </Typography.Paragraph>
      <Table<ApiKey> {...tableProps} rowKey="id" size="middle" locale={{ emptyText: "Δεν υπάρχουν κλειδιά ακόμη." }}>
        <Table.Column<ApiKey> title="Όνομα" dataIndex="name" />
        <Table.Column<ApiKey> title="Κλειδί" dataIndex="prefix" render={(prefix: string) => <Typography.Text code>{prefix}…</Typography.Text>} />
        <Table.Column<ApiKey>
          title="Δικαιώματα"
          dataIndex="scopes"
          responsive={["md"]}
          render={(scopes: ApiKey["scopes"]) => scopes.map((scope) => <Tag key={scope}>{scope === "counter" ? "Ταμείο" : "Ανάγνωση"}</Tag>)}
        />
        <Table.Column<ApiKey>
          title="Τελευταία χρήση"
          dataIndex="lastUsedAt"
          render={(at: string | null) => (at ? formatDateTime(at) : <Typography.Text type="secondary">Ποτέ</Typography.Text>)}
        />
        <Table.Column<ApiKey>
          align="right"
          render={(_, key) =>
            key.revokedAt ? (
              <Typography.Text type="secondary">Ανακλήθηκε {formatDateTime(key.revokedAt)}</Typography.Text>
            ) : (
              <ConfirmAction
                title="Ανάκληση κλειδιού"
                description="Τα συστήματα που το χρησιμοποιούν σταματούν αμέσως να έχουν πρόσβαση."
                label="Ανάκληση"
                onConfirm={() => revoke(key.id)}
              />
            )
          }
        />
      </Table>
      <FormModal<KeyValues>
        modal={create}
        title="Νέο κλειδί API"
        initialValues={{ scopes: ["counter", "read"] }}
        toInput={(values) => ({ name: values.name.trim(), scopes: values.scopes })}
      >
        <Form.Item
          label="Όνομα"
          name="name"
          extra="Π.χ. «Ταμείο 1» ή «E-shop»."
          rules={[{ required: true, whitespace: true, message: "Συμπληρώστε ένα όνομα." }]}
        >
          <Input maxLength={60} autoFocus />
        </Form.Item>
        <Form.Item label="Δικαιώματα" name="scopes" rules={[{ required: true, type: "array", min: 1, message: "Επιλέξτε τουλάχιστον ένα δικαίωμα." }]}>
          <Checkbox.Group>
            <Space direction="vertical">
              {(Object.keys(SCOPE_LABELS) as Array<keyof typeof SCOPE_LABELS>).map((scope) => (
                <Checkbox key={scope} value={scope}>
                  {SCOPE_LABELS[scope]}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </Form.Item>
      </FormModal>
      <SecretOnce title="Το νέο κλειδί API" secret={shown} onClose={() => setShown(null)} />
    </ResourceCard>
  );
}
