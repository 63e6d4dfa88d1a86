// /auth/set-password?token&email: a set-password link (as staff invitations sent before they became
// links to accept, /auth/invitation); sets a new password.
import { Alert, Button, Form, Result } from "antd";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { errorMessage, toFormFields } from "../../lib/errors";
import { runCall } from "../../providers/plainCalls";
import { AuthCard } from "./AuthCard";

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
      await runCall("auth.setPassword", { token: token!, email: email!, password });
      navigate(`/auth/signin?passwordSet=1&email=${encodeURIComponent(email!)}`, { replace: true });
    } catch (caught) {
      form.setFields(toFormFields(caught, ["password"] as const));
      setError(errorMessage(caught));
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Ορισμός κωδικού"
      subtitle={
        <>
          Ορίστε τον κωδικό σας για τον λογαριασμό <strong>{email}</strong>.
        </>
      }
    >
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 20 }} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <NewPasswordFields name="password" label="Νέος κωδικός" repeatLabel="Επανάληψη κωδικού" size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Αποθήκευση κωδικού
        </Button>
      </Form>
    </AuthCard>
  );
}
