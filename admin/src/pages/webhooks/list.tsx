// Webhooks: addresses of the shop's systems that receive events (a purchase, a redeemed coupon…),
// signed with a secret shown once. Each endpoint's deliveries open in a drawer, with every attempt
// and a "send again" button. Resources "webhooks" and "webhook-deliveries"; rotating the secret and
// sending again are custom calls. The settings' "webhooks" tab.
import { useTable } from "@refinedev/antd";
import { useInvalidate, useList } from "@refinedev/core";
import { Alert, Badge, Button, Checkbox, Drawer, Form, Input, Space, Switch, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, type WebhookEventType } from "@shared/webhookEvents.js";
import { ConfirmAction, DeleteRow, FormModal, ResourceCard, saveFailed, SecretOnce, useFormModal, type FormModalState } from "../../components/crud";
import { formatDateTime } from "../../lib/dates";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall } from "../../providers/customCalls";

type Endpoint = RouterOutputs["webhook"]["list"][number];
type Delivery = RouterOutputs["webhook"]["deliveries"][number];
type EndpointValues = Omit<RouterInputs["webhook"]["update"], "id">;
type CreatedEndpoint = RouterOutputs["webhook"]["create"];

const STATUS: Record<Delivery["status"], { label: string; badge: "processing" | "success" | "error" }> = {
  pending: { label: "Σε αναμονή", badge: "processing" },
  delivered: { label: "Παραδόθηκε", badge: "success" },
  failed: { label: "Απέτυχε", badge: "error" },
};

export function WebhookList() {
  const { tableProps } = useTable<Endpoint>({ resource: "webhooks", pagination: { mode: "off" }, syncWithLocation: false, errorNotification });
  // The endpoint whose deliveries are open.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = tableProps.dataSource?.find((endpoint) => endpoint.id === viewingId) ?? null;
  // A new signing secret, shown once: the server's answer to a create or a rotation, which no read returns again.
  const [secret, setSecret] = useState<string | null>(null);
  const create = useFormModal<EndpointValues, CreatedEndpoint>({
    resource: "webhooks",
    action: "create",
    success: "Το endpoint προστέθηκε.",
    onSaved: (created) => setSecret(created.secret),
  });
  const edit = useFormModal<EndpointValues>({ resource: "webhooks", action: "edit", success: "Το endpoint αποθηκεύτηκε." });
  const { run } = useCustomCall();
  const invalidate = useInvalidate();
  const rotate = async (id: string) => {
    try {
      const { secret: created } = await run(
        "webhook.rotateSecret",
        { id },
        { successNotification: successNotification("Δημιουργήθηκε νέο μυστικό."), errorNotification: saveFailed },
      );
      setSecret(created);
    } finally {
      void invalidate({ resource: "webhooks", invalidates: ["list"] });
    }
  };

  return (
    <ResourceCard resource="webhooks" title="Webhooks" addLabel="Νέο endpoint" onAdd={() => create.show()}>
      <Typography.Paragraph type="secondary">
        Στέλνουμε κάθε γεγονός με POST σε JSON, υπογεγραμμένο με HMAC-SHA256 στην κεφαλίδα <Typography.Text code>Loyalty-Signature</Typography.Text>. Αν το
        σύστημά σας δεν απαντήσει με 2xx, ξαναπροσπαθούμε με αυξανόμενα διαστήματα· ένα endpoint που αποτυγχάνει τρεις ημέρες απενεργοποιείται και σας
        ειδοποιούμε με e-mail.{" "}
        <a href="/docs/api#webhooks" target="_blank" rel="noreferrer">
          Τεκμηρίωση
        </a>
        .
      </Typography.Paragraph>
      <Table<Endpoint> {...tableProps} rowKey="id" size="middle" locale={{ emptyText: "Δεν υπάρχουν endpoints ακόμη." }}>
        <Table.Column<Endpoint>
          title="Διεύθυνση"
          dataIndex="url"
          render={(url: string, endpoint) => (
            <Space direction="vertical" size={0}>
              <Typography.Text style={{ wordBreak: "break-all" }}>{url}</Typography.Text>
              {endpoint.description && <Typography.Text type="secondary">{endpoint.description}</Typography.Text>}
              {!endpoint.enabled && <Typography.Text type="danger">{endpoint.disabledReason ?? "Ανενεργό"}</Typography.Text>}
            </Space>
          )}
        />
        <Table.Column<Endpoint>
          title="Γεγονότα"
          dataIndex="events"
          responsive={["lg"]}
          render={(events: WebhookEventType[]) => events.map((event) => <Tag key={event}>{WEBHOOK_EVENT_LABELS[event]}</Tag>)}
        />
        <Table.Column<Endpoint>
          title="Ενεργό"
          dataIndex="enabled"
          render={(enabled: boolean) => <Badge status={enabled ? "success" : "default"} text={enabled ? "Ναι" : "Όχι"} />}
        />
        <Table.Column<Endpoint>
          align="right"
          render={(_, endpoint) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => setViewingId(endpoint.id)}>
                Αποστολές
              </Button>
              <Button type="link" size="small" onClick={() => edit.show(endpoint.id)}>
                Επεξεργασία
              </Button>
              <ConfirmAction
                title="Νέο μυστικό υπογραφής"
                description="Το παλιό μυστικό σταματά να ισχύει αμέσως."
                label="Νέο μυστικό"
                onConfirm={() => rotate(endpoint.id)}
              />
              <DeleteRow
                resource="webhooks"
                id={endpoint.id}
                title="Διαγραφή endpoint"
                description="Διαγράφονται και οι αποστολές του."
                success="Το endpoint διαγράφηκε."
              />
            </Space>
          )}
        />
      </Table>
      <EndpointModal modal={create} title="Νέο endpoint" />
      <EndpointModal modal={edit} title="Επεξεργασία endpoint" existing />
      <SecretOnce title="Μυστικό υπογραφής" secret={secret} onClose={() => setSecret(null)} />
      <DeliveriesDrawer endpoint={viewing} onClose={() => setViewingId(null)} />
    </ResourceCard>
  );
}

type EndpointModalProps = { modal: FormModalState<EndpointValues>; title: string; existing?: boolean };

/** A new endpoint starts enabled, for every event; an existing one is switched on and off here. */
function EndpointModal({ modal, title, existing = false }: EndpointModalProps) {
  return (
    <FormModal<EndpointValues>
      modal={modal}
      title={title}
      initialValues={{ events: [...WEBHOOK_EVENTS], enabled: true }}
      toInput={(values) => ({
        url: values.url.trim(),
        description: values.description?.trim() || null,
        events: values.events,
        ...(existing ? { enabled: values.enabled } : {}),
      })}
    >
      <Form.Item label="Διεύθυνση (URL)" name="url" rules={[{ required: true, whitespace: true, message: "Συμπληρώστε τη διεύθυνση." }]}>
        <Input placeholder="https://" inputMode="url" maxLength={2000} autoFocus />
      </Form.Item>
      <Form.Item label="Περιγραφή" name="description">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item label="Γεγονότα" name="events" rules={[{ required: true, type: "array", min: 1, message: "Επιλέξτε τουλάχιστον ένα γεγονός." }]}>
        <Checkbox.Group>
          <Space direction="vertical">
            {WEBHOOK_EVENTS.map((event) => (
              <Checkbox key={event} value={event}>
                {WEBHOOK_EVENT_LABELS[event]} <Typography.Text type="secondary">({event})</Typography.Text>
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      </Form.Item>
      {existing && (
        <Form.Item label="Ενεργό" name="enabled" valuePropName="checked">
          <Switch />
        </Form.Item>
      )}
    </FormModal>
  );
}

function DeliveriesDrawer({ endpoint, onClose }: { endpoint: Endpoint | null; onClose: () => void }) {
  const { data, ...deliveries } = useList<Delivery>({
    resource: "webhook-deliveries",
    filters: [{ field: "endpointId", operator: "eq", value: endpoint?.id }],
    pagination: { mode: "off" },
    errorNotification: false,
    queryOptions: { enabled: endpoint !== null, refetchInterval: 5000 },
  });
  const { run } = useCustomCall();
  const invalidate = useInvalidate();
  const [resending, setResending] = useState<string | null>(null);
  const resend = async (id: string) => {
    setResending(id);
    try {
      await run(
        "webhook.resend",
        { id },
        { successNotification: successNotification("Η αποστολή θα γίνει σε λίγα δευτερόλεπτα."), errorNotification: saveFailed },
      );
    } catch {
      // Told by the error toast; the list is read again below.
    } finally {
      setResending(null);
      void invalidate({ resource: "webhook-deliveries", invalidates: ["list"] });
    }
  };
  return (
    <Drawer open={endpoint !== null} onClose={onClose} width={760} title={`Αποστολές προς ${endpoint?.url ?? ""}`} destroyOnHidden>
      {deliveries.error ? <Alert type="error" message="Οι αποστολές δεν φορτώθηκαν." /> : null}
      <Table<Delivery>
        dataSource={data?.data}
        loading={deliveries.isLoading}
        rowKey="id"
        size="small"
        pagination={false}
        locale={{ emptyText: "Καμία αποστολή ακόμη." }}
        expandable={{
          expandedRowRender: (delivery) => (
            <Space direction="vertical" style={{ width: "100%" }}>
              <Table
                dataSource={delivery.attempts}
                rowKey="id"
                size="small"
                pagination={false}
                locale={{ emptyText: "Καμία προσπάθεια ακόμη." }}
                columns={[
                  { title: "Ώρα", dataIndex: "createdAt", render: (at: string) => formatDateTime(at) },
                  { title: "Απάντηση", render: (_: unknown, attempt: Delivery["attempts"][number]) => attempt.statusCode ?? attempt.error },
                  { title: "Διάρκεια", dataIndex: "durationMs", render: (ms: number) => `${ms} ms` },
                  { title: "Σώμα απάντησης", dataIndex: "responseBody", ellipsis: true },
                ]}
              />
              <Typography.Paragraph code copyable style={{ wordBreak: "break-all" }}>
                {delivery.payload}
              </Typography.Paragraph>
            </Space>
          ),
        }}
      >
        <Table.Column<Delivery> title="Γεγονός" dataIndex="type" />
        <Table.Column<Delivery> title="Ώρα" dataIndex="createdAt" render={(at: string) => formatDateTime(at)} />
        <Table.Column<Delivery>
          title="Κατάσταση"
          dataIndex="status"
          render={(status: Delivery["status"], delivery) => (
            <Space direction="vertical" size={0}>
              <Badge status={STATUS[status].badge} text={STATUS[status].label} />
              {delivery.nextAttemptAt && <Typography.Text type="secondary">Νέα προσπάθεια {formatDateTime(delivery.nextAttemptAt)}</Typography.Text>}
            </Space>
          )}
        />
        <Table.Column<Delivery> title="Προσπάθειες" dataIndex="attempts" render={(attempts: Delivery["attempts"]) => attempts.length} />
        <Table.Column<Delivery>
          align="right"
          render={(_, delivery) => (
            <Button size="small" onClick={() => void resend(delivery.id)} loading={resending === delivery.id}>
              Αποστολή ξανά
            </Button>
          )}
        />
      </Table>
    </Drawer>
  );
}
