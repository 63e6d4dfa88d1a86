// /admin/staff (owners): an invitation form, the invitations not yet accepted (resend, cancel; only the
// e-mail typed and the state), and the shop's staff with what each employee may use and disable/enable.
import { UserAddOutlined } from "@ant-design/icons";
import { useForm } from "@refinedev/antd";
import { useDelete, useInvalidate, useList, type HttpError } from "@refinedev/core";
import { Button, Card, Col, Form, Input, Popconfirm, Row, Space, Table, Tag, Typography } from "antd";
import { PageHeader } from "../../layout/PageHeader";
import { formatDate } from "../../lib/dates";
import { roleLabels } from "../../lib/labels";
import { errorNotification, successNotification } from "../../lib/notifications";
import type { RouterInputs, RouterOutputs } from "../../lib/routerTypes";
import { useCustomCall } from "../../providers/customCalls";
import { AccessLevelSelect } from "./AccessLevelSelect";

type StaffMember = RouterOutputs["staff"]["list"][number];
type Invitation = RouterOutputs["staff"]["invitations"][number];
type Invite = RouterInputs["staff"]["invite"];

export default function StaffListPage() {
  const { data, isLoading } = useList<StaffMember, HttpError>({
    resource: "staff",
    pagination: { mode: "off" },
    errorNotification,
  });

  return (
    <>
      <PageHeader
        title="Προσωπικό"
        subtitle="Όσοι έχουν πρόσβαση στη διαχείριση του καταστήματος. Κάθε υπάλληλος ξεκινά μόνο με το ταμείο· εσείς επιλέγετε αν βλέπει και πελάτες, ιστορικό και εξαγωγές."
      />
      <InviteForm />
      <Invitations />
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
            render={(disabledAt: string | null) => (disabledAt ? <Tag>Απενεργοποιημένος από {formatDate(disabledAt)}</Tag> : <Tag color="green">Ενεργός</Tag>)}
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

/**
 * An invitation is the create of the resource "staff-invitations" (Refine's useForm: the server's refusal
 * of the address lands on its field); the form empties once it is sent.
 */
function InviteForm() {
  const { form, formProps, formLoading } = useForm<Invitation, HttpError, Invite>({
    resource: "staff-invitations",
    action: "create",
    redirect: false,
    successNotification: (_, values) => ({ type: "success", message: `Η πρόσκληση στάλθηκε στο ${(values as Invite).email}.` }),
    errorNotification,
    onMutationSuccess: () => form.resetFields(),
  });

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
        Θα λάβει e-mail με σύνδεσμο πρόσκλησης. Μπαίνει στο προσωπικό μόλις την αποδεχτεί (με τον λογαριασμό του ή ορίζοντας κωδικό).
      </Typography.Paragraph>
      <Form<Invite> {...formProps} layout="vertical" requiredMark={false} onFinish={({ email }) => formProps.onFinish?.({ email })}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={16}>
            <Form.Item label="E-mail" name="email" rules={[{ required: true, type: "email", message: "Συμπληρώστε ένα έγκυρο e-mail." }]}>
              <Input type="email" autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={formLoading} block>
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
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  const disabling = !member.disabledAt;
  const who = member.name ?? member.email ?? "";
  const toggle = async () => {
    try {
      await run(
        disabling ? "staff.disable" : "staff.enable",
        { id: member.id },
        { successNotification: successNotification(disabling ? "Η πρόσβαση απενεργοποιήθηκε." : "Η πρόσβαση ενεργοποιήθηκε."), errorNotification },
      );
    } catch {
      // Told by the error toast; the list is read again below.
    } finally {
      void invalidate({ resource: "staff", invalidates: ["list"] });
    }
  };
  return (
    <Popconfirm
      title={disabling ? "Απενεργοποίηση πρόσβασης" : "Ενεργοποίηση πρόσβασης"}
      description={disabling ? `Ο/Η ${who} χάνει αμέσως την πρόσβαση σε αυτό το κατάστημα.` : `Ο/Η ${who} θα έχει ξανά πρόσβαση στο κατάστημα.`}
      okText={disabling ? "Απενεργοποίηση" : "Ενεργοποίηση"}
      cancelText="Άκυρο"
      okButtonProps={{ danger: disabling }}
      onConfirm={() => void toggle()}
    >
      <Button size="small" danger={disabling} loading={isLoading}>
        {disabling ? "Απενεργοποίηση" : "Ενεργοποίηση"}
      </Button>
    </Popconfirm>
  );
}

const invitationStates: Record<Invitation["state"], { label: string; color: string }> = {
  pending: { label: "Σε αναμονή", color: "orange" },
  expired: { label: "Έληξε", color: "default" },
};

/** Invitations not yet accepted: the e-mail typed and the state, nothing of any account. */
function Invitations() {
  const { data, isLoading } = useList<Invitation, HttpError>({ resource: "staff-invitations", pagination: { mode: "off" }, errorNotification });
  if (!isLoading && !data?.data.length) return null;
  return (
    <Card title="Προσκλήσεις σε αναμονή" styles={{ body: { padding: 0 } }} style={{ marginBottom: 24 }}>
      <Table<Invitation> dataSource={data?.data} loading={isLoading} rowKey="id" pagination={false} scroll={{ x: 640 }}>
        <Table.Column<Invitation> title="E-mail" dataIndex="email" />
        <Table.Column<Invitation>
          title="Κατάσταση"
          dataIndex="state"
          render={(state: Invitation["state"]) => <Tag color={invitationStates[state].color}>{invitationStates[state].label}</Tag>}
        />
        <Table.Column<Invitation> title="Στάλθηκε" dataIndex="createdAt" render={(createdAt: string) => formatDate(createdAt)} />
        <Table.Column<Invitation> title="Λήγει" dataIndex="expiresAt" render={(expiresAt: string) => formatDate(expiresAt)} />
        <Table.Column<Invitation> title="Ενέργειες" align="right" render={(_, invitation) => <InvitationActions invitation={invitation} />} />
      </Table>
    </Card>
  );
}

function InvitationActions({ invitation }: { invitation: Invitation }) {
  const resend = useCustomCall();
  const invalidate = useInvalidate();
  const cancel = useDelete<Invitation, HttpError>();
  const sendAgain = async () => {
    try {
      await resend.run(
        "staff.resendInvitation",
        { id: invitation.id },
        { successNotification: successNotification(`Στάλθηκε νέος σύνδεσμος στο ${invitation.email}.`), errorNotification },
      );
    } catch {
      // Told by the error toast; the list is read again below.
    } finally {
      void invalidate({ resource: "staff-invitations", invalidates: ["list"] });
    }
  };
  return (
    <Space>
      <Button size="small" loading={resend.isLoading} onClick={() => void sendAgain()}>
        Αποστολή ξανά
      </Button>
      <Popconfirm
        title="Ακύρωση πρόσκλησης"
        description={`Ο σύνδεσμος που στάλθηκε στο ${invitation.email} θα πάψει να ισχύει.`}
        okText="Ακύρωση πρόσκλησης"
        cancelText="Πίσω"
        okButtonProps={{ danger: true }}
        onConfirm={() =>
          cancel.mutate({
            resource: "staff-invitations",
            id: invitation.id,
            mutationMode: "pessimistic",
            successNotification: successNotification("Η πρόσκληση ακυρώθηκε."),
            errorNotification,
          })
        }
      >
        <Button size="small" danger loading={cancel.isLoading}>
          Ακύρωση
        </Button>
      </Popconfirm>
    </Space>
  );
}
