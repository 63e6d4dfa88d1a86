// /admin/staff (owners): the shop's staff, an invitation form, what each employee may use, and
// disable/enable with confirmation.
import { UserAddOutlined } from "@ant-design/icons";
import { useCreate, useList, useUpdate, type HttpError } from "@refinedev/core";
import { Button, Card, Col, Form, Input, Popconfirm, Row, Space, Table, Tag, Typography } from "antd";
import { PageHeader } from "../../layout/PageHeader";
import { formatDate } from "../../lib/dates";
import { toFormFields } from "../../lib/errors";
import { roleLabels } from "../../lib/labels";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/trpc";
import { AccessLevelSelect } from "./AccessLevelSelect";

type StaffMember = RouterOutputs["staff"]["list"][number];
type Invite = RouterInputs["staff"]["invite"];

export default function StaffListPage() {
  const { data, isLoading } = useList<StaffMember, HttpError>({
    resource: "staff",
    pagination: { mode: "off" },
    errorNotification,
  });

  return (
    <>
      <PageHeader title="Προσωπικό" subtitle="Όσοι έχουν πρόσβαση στη διαχείριση του καταστήματος. Κάθε υπάλληλος ξεκινά μόνο με το ταμείο· εσείς επιλέγετε αν βλέπει και πελάτες, ιστορικό και εξαγωγές." />
      <InviteForm />
      <Card title="Μέλη προσωπικού" styles={{ body: { padding: 0 } }}>
        <Table<StaffMember> dataSource={data?.data} loading={isLoading} rowKey="id" pagination={false} scroll={{ x: 1040 }}>
          <Table.Column<StaffMember>
            title="Όνομα"
            dataIndex="name"
            render={(name: string | null) => name ?? <Typography.Text type="secondary">—</Typography.Text>}
          />
          <Table.Column<StaffMember> title="E-mail" dataIndex="email" />
          <Table.Column<StaffMember>
            title="Ρόλος"
            dataIndex="role"
            render={(role: StaffMember["role"]) => <Tag color={role === "OWNER" ? "gold" : "blue"}>{roleLabels[role]}</Tag>}
          />
          <Table.Column<StaffMember>
            title="Κατάσταση"
            dataIndex="disabledAt"
            render={(disabledAt: string | null) =>
              disabledAt ? <Tag>Απενεργοποιημένος από {formatDate(disabledAt)}</Tag> : <Tag color="green">Ενεργός</Tag>
            }
          />
          <Table.Column<StaffMember> title="Δικαιώματα" key="access" render={(_, member) => <AccessLevelSelect member={member} />} />
          <Table.Column<StaffMember> title="Από" dataIndex="createdAt" render={(createdAt: string) => formatDate(createdAt)} />
          <Table.Column<StaffMember>
            title="Πρόσβαση"
            align="right"
            render={(_, member) => (member.role === "OWNER" ? null : <AccessToggle member={member} />)}
          />
        </Table>
      </Card>
    </>
  );
}

function InviteForm() {
  const [form] = Form.useForm<Invite>();
  const { mutate, isLoading } = useCreate<StaffMember, HttpError, Invite>();

  const invite = (values: Invite) =>
    mutate(
      {
        resource: "staff",
        values: { email: values.email, name: values.name?.trim() || undefined },
        successNotification: successNotification(`Η πρόσκληση στάλθηκε στο ${values.email}.`),
        errorNotification,
      },
      {
        onSuccess: () => form.resetFields(),
        onError: (error) => form.setFields(toFormFields(error, ["email", "name"] as const)),
      },
    );

  return (
    <Card
      title={
        <Space>
          <UserAddOutlined />
          Πρόσκληση υπαλλήλου
        </Space>
      }
      style={{ marginBottom: 24 }}
    >
      <Typography.Paragraph type="secondary">
        Θα λάβει e-mail με σύνδεσμο για να ορίσει τον κωδικό του και να συνδεθεί ως υπάλληλος.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={invite}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <Form.Item label="E-mail" name="email" rules={[{ required: true, type: "email", message: "Συμπληρώστε ένα έγκυρο e-mail." }]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Όνομα (προαιρετικό)" name="name">
              <Input autoComplete="off" maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={isLoading} block>
                Αποστολή πρόσκλησης
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

function AccessToggle({ member }: { member: StaffMember }) {
  const { mutate, isLoading } = useUpdate<StaffMember, HttpError, { disabled: boolean }>();
  const disabling = !member.disabledAt;
  const who = member.name ?? member.email ?? "";
  return (
    <Popconfirm
      title={disabling ? "Απενεργοποίηση πρόσβασης" : "Ενεργοποίηση πρόσβασης"}
      description={
        disabling
          ? `Ο/Η ${who} θα αποσυνδεθεί αμέσως και δεν θα μπορεί να συνδεθεί.`
          : `Ο/Η ${who} θα μπορεί ξανά να συνδεθεί στο κατάστημα.`
      }
      okText={disabling ? "Απενεργοποίηση" : "Ενεργοποίηση"}
      cancelText="Άκυρο"
      okButtonProps={{ danger: disabling }}
      onConfirm={() =>
        mutate({
          resource: "staff",
          id: member.id,
          values: { disabled: disabling },
          mutationMode: "pessimistic",
          successNotification: successNotification(disabling ? "Η πρόσβαση απενεργοποιήθηκε." : "Η πρόσβαση ενεργοποιήθηκε."),
          errorNotification,
        })
      }
    >
      <Button size="small" danger={disabling} loading={isLoading}>
        {disabling ? "Απενεργοποίηση" : "Ενεργοποίηση"}
      </Button>
    </Popconfirm>
  );
}
