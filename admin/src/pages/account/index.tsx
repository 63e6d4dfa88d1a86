// /admin/account: the signed-in user's details, a change-password form (auth.changePassword) and
// sign-out from every other device (auth.signOutEverywhere), both custom calls of the data provider.
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Popconfirm, Row, Typography } from "antd";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { PageHeader } from "../../layout/PageHeader";
import { errorMessage, toFormFields } from "../../lib/errors";
import { roleLabels } from "../../lib/labels";
import { useCustomCall } from "../../providers/customCalls";
import type { CustomInput } from "../../providers/procedures";
import { useViewer } from "../../viewer/ViewerProvider";
import { countText } from "@shared/counts.js";

type Values = CustomInput<"auth.changePassword"> & { repeat: string };

export default function AccountPage() {
  const viewer = useViewer();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const change = useCustomCall();
  const submit = async ({ currentPassword, newPassword }: Values) => {
    try {
      await change.run("auth.changePassword", { currentPassword, newPassword });
      form.resetFields();
      void message.success("Ο κωδικός σας άλλαξε. Οι άλλες συσκευές σας αποσυνδέθηκαν.");
    } catch (error) {
      form.setFields(toFormFields(error, ["currentPassword", "newPassword"] as const));
    }
  };

  return (
    <>
      <PageHeader title="Ο λογαριασμός μου" />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Card title="Στοιχεία">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="E-mail">{viewer.email}</Descriptions.Item>
              {viewer.name && <Descriptions.Item label="Όνομα">{viewer.name}</Descriptions.Item>}
              {viewer.company && <Descriptions.Item label="Κατάστημα">{viewer.company.name}</Descriptions.Item>}
              {viewer.role && <Descriptions.Item label="Ρόλος">{roleLabels[viewer.role]}</Descriptions.Item>}
            </Descriptions>
          </Card>
          <SignOutEverywhere />
        </Col>
        <Col xs={24} lg={14}>
          <Card title="Αλλαγή κωδικού">
            {change.error && <Alert type="error" showIcon message={errorMessage(change.error)} style={{ marginBottom: 20 }} role="alert" />}
            <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
              <Form.Item label="Τρέχων κωδικός" name="currentPassword" rules={[{ required: true, message: "Συμπληρώστε τον τρέχοντα κωδικό." }]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <NewPasswordFields name="newPassword" label="Νέος κωδικός" repeatLabel="Επανάληψη νέου κωδικού" />
              <Button type="primary" htmlType="submit" loading={change.isLoading}>
                Αλλαγή κωδικού
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}

function SignOutEverywhere() {
  const { message } = App.useApp();
  const signOut = useCustomCall();
  const signOutEverywhere = async () => {
    try {
      const { endedSessions } = await signOut.run("auth.signOutEverywhere", undefined);
      void message.success(endedSessions ? `Αποσυνδεθήκατε από ${countText(endedSessions, "otherDevice")}.` : "Δεν υπήρχαν άλλες συνδέσεις.");
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Card title="Συσκευές" style={{ marginTop: 24 }}>
      <Typography.Paragraph type="secondary">
        Αν χάσατε μια συσκευή ή συνδεθήκατε σε ξένο υπολογιστή, αποσυνδεθείτε από όλες τις άλλες συσκευές. Εδώ μένετε συνδεδεμένοι.
      </Typography.Paragraph>
      <Popconfirm
        title="Αποσύνδεση από όλες τις άλλες συσκευές"
        description="Όλες οι άλλες συνδέσεις σας τερματίζονται αμέσως."
        okText="Αποσύνδεση"
        cancelText="Άκυρο"
        okButtonProps={{ danger: true }}
        onConfirm={() => void signOutEverywhere()}
      >
        <Button danger loading={signOut.isLoading}>
          Αποσύνδεση από όλες τις άλλες συσκευές
        </Button>
      </Popconfirm>
    </Card>
  );
}
