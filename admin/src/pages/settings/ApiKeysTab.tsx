// API: the shop's keys for its point-of-sale or e-shop (/api/v1). A key is shown once when made; the
// list shows its name, rights, first characters and last use; revoking stops it at once.
import { useQuery } from "@tanstack/react-query";
import { Button, Checkbox, Form, Input, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { formatDateTime } from "../../lib/dates";
import { trpc, type RouterInputs, type RouterOutputs } from "../../lib/trpc";
import { ConfirmDelete } from "./ConfirmDelete";
import { SaveModal } from "./FormModal";
import { keys } from "./keys";
import { SecretOnce } from "./SecretOnce";
import { ListCard } from "./SettingsCard";
import { useSave } from "./useSave";

type ApiKey = RouterOutputs["apiKey"]["list"][number];
type KeyValues = RouterInputs["apiKey"]["create"];

const SCOPE_LABELS: Record<ApiKey["scopes"][number], string> = {
  counter: "Ταμείο (πόντοι, στάμπες, εξαργύρωση, ακύρωση)",
  read: "Ανάγνωση (πελάτες, κουπόνια, συναλλαγές)",
};

const invalidate = [keys.apiKeys];

export function ApiKeysTab() {
  const list = useQuery({ queryKey: keys.apiKeys, queryFn: () => trpc.apiKey.list.query() });
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<string | null>(null);
  const revoke = useSave({ mutationFn: (id: string) => trpc.apiKey.revoke.mutate({ id }), success: "Το κλειδί ανακλήθηκε.", invalidate });

  return (
    <ListCard title="Κλειδιά API" addLabel="Νέο κλειδί" onAdd={() => setCreating(true)} query={list}>
      <Typography.Paragraph type="secondary">
        Με ένα κλειδί API το ταμειακό σας σύστημα ή το e-shop προσθέτει πόντους και στάμπες και εξαργυρώνει κουπόνια χωρίς διπλή πληκτρολόγηση. Δείτε
        την <a href="/docs/api" target="_blank" rel="noreferrer">τεκμηρίωση του API</a>.
      </Typography.Paragraph>
      <Table<ApiKey> dataSource={list.data} rowKey="id" pagination={false} size="middle" locale={{ emptyText: "Δεν υπάρχουν κλειδιά ακόμη." }}>
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
              <ConfirmDelete
                title="Ανάκληση κλειδιού"
                description="Τα συστήματα που το χρησιμοποιούν σταματούν αμέσως να έχουν πρόσβαση."
                label="Ανάκληση"
                onConfirm={() => revoke.mutateAsync(key.id)}
              />
            )
          }
        />
      </Table>
      <SaveModal<KeyValues>
        open={creating}
        title="Νέο κλειδί API"
        initialValues={{ scopes: ["counter", "read"] }}
        mutationFn={async (values: KeyValues) => {
          const created = await trpc.apiKey.create.mutate({ name: values.name.trim(), scopes: values.scopes });
          setShown(created.key);
          return created;
        }}
        success="Το κλειδί δημιουργήθηκε."
        invalidate={invalidate}
        onClose={() => setCreating(false)}
      >
        <Form.Item label="Όνομα" name="name" extra="Π.χ. «Ταμείο 1» ή «E-shop»." rules={[{ required: true, whitespace: true, message: "Συμπληρώστε ένα όνομα." }]}>
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
      </SaveModal>
      <SecretOnce title="Το νέο κλειδί API" secret={shown} onClose={() => setShown(null)} />
    </ListCard>
  );
}
