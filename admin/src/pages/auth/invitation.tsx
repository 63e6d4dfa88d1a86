// /auth/invitation?token: the link of a staff invitation. An existing account accepts while signed in as
// the invited address; a new person chooses a password (and a name) and then signs in.
import { Alert, Button, Form, Input, Result } from "antd";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { errorMessage, toFormFields } from "../../lib/errors";
import { runCall } from "../../providers/plainCalls";
import type { CustomOutput } from "../../providers/procedures";
import { AuthCard } from "./AuthCard";

type Preview = CustomOutput<"invitation.preview">;
type Values = { name?: string; password: string; repeat: string };

const TITLE = "Πρόσκληση στο προσωπικό";

export default function InvitationPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    runCall("invitation.preview", { token }).then(setPreview, (error: unknown) => setLoadError(errorMessage(error)));
  }, [token]);

  if (!token || loadError) {
    return (
      <AuthCard title={TITLE}>
        <Result
          status="warning"
          style={{ padding: 0 }}
          subTitle={loadError ?? "Ο σύνδεσμος δεν είναι πλήρης. Ανοίξτε ξανά τον σύνδεσμο από το e-mail σας."}
          extra={<Link to="/auth/signin">Μετάβαση στη σύνδεση</Link>}
        />
      </AuthCard>
    );
  }
  if (!preview) return <Spinner fullScreen />;
  const subtitle = (
    <>
      Το κατάστημα <strong>«{preview.shopName}»</strong> σας προσκάλεσε στο προσωπικό του, με το e-mail <strong>{preview.email}</strong>.
    </>
  );
  return (
    <AuthCard title={TITLE} subtitle={subtitle}>
      {preview.hasAccount ? <AcceptSignedIn token={token} preview={preview} /> : <AcceptWithPassword token={token} email={preview.email} />}
    </AuthCard>
  );
}

function AcceptSignedIn({ token, preview }: { token: string; preview: Preview }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const here = `/auth/invitation?${new URLSearchParams({ token })}`;

  if (accepted) {
    return (
      <Result
        status="success"
        style={{ padding: 0 }}
        title="Η πρόσκληση έγινε δεκτή."
        extra={
          <Button type="primary" onClick={() => window.location.assign("/admin")}>
            Μετάβαση στη διαχείριση
          </Button>
        }
      />
    );
  }
  if (!preview.signedInAsInvited) {
    return (
      <>
        <p>Για να αποδεχτείτε, συνδεθείτε με τον λογαριασμό {preview.email}. Αν είστε συνδεδεμένοι με άλλον λογαριασμό, αποσυνδεθείτε πρώτα.</p>
        <Button type="primary" size="large" block href={`/auth/signin?${new URLSearchParams({ callbackUrl: here })}`}>
          Σύνδεση για αποδοχή
        </Button>
      </>
    );
  }
  async function accept() {
    setPending(true);
    setError(null);
    try {
      await runCall("invitation.accept", { token });
      setAccepted(true);
    } catch (caught) {
      setError(errorMessage(caught));
      setPending(false);
    }
  }
  return (
    <>
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 20 }} role="alert" />}
      <Button type="primary" size="large" block loading={pending} onClick={accept}>
        Αποδοχή πρόσκλησης
      </Button>
    </>
  );
}

function AcceptWithPassword({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit({ name, password }: Values) {
    setPending(true);
    setError(null);
    try {
      await runCall("invitation.accept", { token, password, name: name?.trim() || undefined });
      navigate(`/auth/signin?passwordSet=1&email=${encodeURIComponent(email)}`, { replace: true });
    } catch (caught) {
      form.setFields(toFormFields(caught, ["name", "password"] as const));
      setError(errorMessage(caught));
      setPending(false);
    }
  }

  return (
    <>
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 20 }} role="alert" />}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label="Όνομα (προαιρετικό)" name="name">
          <Input autoComplete="name" maxLength={100} size="large" />
        </Form.Item>
        <NewPasswordFields name="password" label="Κωδικός" repeatLabel="Επανάληψη κωδικού" size="large" />
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          Αποδοχή και δημιουργία λογαριασμού
        </Button>
      </Form>
    </>
  );
}
