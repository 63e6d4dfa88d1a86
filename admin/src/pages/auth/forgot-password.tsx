// /auth/forgot-password: «Ξεχάσατε τον κωδικό;». The e-mail gets a one-time link to /auth/set-password
// when an account has it; the page says the same thing whatever the address, as the server answers.
import { MailOutlined } from "@ant-design/icons";
import { Alert, Button, Form, Input } from "antd";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessage, toFormFields } from "../../lib/errors";
import { runCall } from "../../providers/plainCalls";
import { AuthCard } from "./AuthCard";

const SENT = "Αν υπάρχει λογαριασμός με αυτό το e-mail, σας στείλαμε σύνδεσμο για νέο κωδικό. Ο σύνδεσμος ισχύει για μία ώρα.";

export default function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ type: "success" | "error"; text: string } | null>(null);

  async function submit({ email }: { email: string }) {
    setPending(true);
    setNotice(null);
    try {
      await runCall("auth.requestPasswordReset", { email });
      setNotice({ type: "success", text: SENT });
    } catch (caught) {
      form.setFields(toFormFields(caught, ["email"] as const));
      setNotice({ type: "error", text: errorMessage(caught) });
    }
    setPending(false);
  }

  return (
    <AuthCard title="Ξεχάσατε τον κωδικό;" subtitle="Γράψτε το e-mail του λογαριασμού σας και θα σας στείλουμε σύνδεσμο για να ορίσετε νέο κωδικό.">
      {notice && <Alert type={notice.type} message={notice.text} showIcon style={{ marginBottom: 20 }} role="alert" />}
      <Form form={form} name="forgot-password" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: "email", message: "Συμπληρώστε ένα έγκυρο e-mail." }]}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="email" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Αποστολή συνδέσμου
        </Button>
      </Form>
      <p className="auth-back">
        <Link to="/auth/signin">Επιστροφή στη σύνδεση</Link>
      </p>
    </AuthCard>
  );
}
