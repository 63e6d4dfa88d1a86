// /auth/set-password?token&email: a set-password link (as staff invitations sent before they became
// links to accept, /auth/invitation); sets a new password.
import { Alert, Button, Form, Input, Result } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage, toFormFields } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { AuthCard } from "./AuthCard";
import { newPasswordRules, repeatPasswordRules } from "../../lib/passwordRules";

type Values = { password: string; repeat: string };

export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const token = params.get("token");
  const email = params.get("email");

  if (!token || !email) {
    return (
      <AuthCard title="Ορισμός κωδικού">
        <Result
          status="warning"
          style={{ padding: 0 }}
          subTitle="Ο σύνδεσμος δεν είναι πλήρης. Ανοίξτε ξανά τον σύνδεσμο από το e-mail σας."
          extra={<Link to="/auth/signin">Μετάβαση στη σύνδεση</Link>}
        />
      </AuthCard>
    );
  }

  async function submit({ password }: Values) {
    setPending(true);
    setError(null);
    try {
      await trpc.auth.setPassword.mutate({ token: token!, email: email!, password });
      navigate(`/auth/signin?passwordSet=1&email=${encodeURIComponent(email!)}`, { replace: true });
    } catch (caught) {
      form.setFields(toFormFields(caught, ["password"] as const));
      setError(errorMessage(caught));
      setPending(false);
    }
  }

  return (
    <AuthCard title="Ορισμός κωδικού" subtitle={<>Ορίστε τον κωδικό σας για τον λογαριασμό <strong>{email}</strong>.</>}>
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 20 }} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label="Νέος κωδικός" name="password" rules={newPasswordRules} hasFeedback>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Form.Item label="Επανάληψη κωδικού" name="repeat" dependencies={["password"]} rules={repeatPasswordRules("password")} hasFeedback>
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Αποθήκευση κωδικού
        </Button>
      </Form>
    </AuthCard>
  );
}
