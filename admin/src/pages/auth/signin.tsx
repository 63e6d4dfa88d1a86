// /auth/signin: credentials, e-mail link and one button per OAuth provider, all keeping callbackUrl.
import { FacebookFilled, GoogleOutlined, LockOutlined, MailOutlined } from "@ant-design/icons";
import { Alert, Button, Divider, Form, Input, Segmented, Space } from "antd";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { goTo } from "../../lib/navigation";
import { fetchProviders, safeCallbackUrl, signInWithCredentials, signInWithProvider, type AuthResult, type Provider } from "../../session/authApi";
import { authErrorMessage } from "../../session/errors";
import { broadcastSessionChange, refetchSession, useSession } from "../../session/store";
import { AuthCard } from "./AuthCard";

type Notice = { type: "error" | "info" | "success"; text: string };

const EMAIL_SENT = "Σας στείλαμε σύνδεσμο σύνδεσης στο e-mail σας.";
const PASSWORD_SET = "Ο κωδικός σας αποθηκεύτηκε. Συνδεθείτε με τον νέο κωδικό.";
const COOKIES_BLOCKED = "Η σύνδεση δεν ολοκληρώθηκε. Ελέγξτε ότι ο φυλλομετρητής σας επιτρέπει τα cookies.";

const providerIcons: Record<string, ReactNode> = { google: <GoogleOutlined />, facebook: <FacebookFilled /> };

function initialNotice(params: URLSearchParams): Notice | null {
  const error = params.get("error");
  if (error) return { type: error === "SessionRequired" ? "info" : "error", text: authErrorMessage(error) };
  if (params.get("verify")) return { type: "success", text: EMAIL_SENT };
  if (params.get("passwordSet")) return { type: "success", text: PASSWORD_SET };
  return null;
}

export default function SignInPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { status } = useSession();
  const callbackUrl = safeCallbackUrl(params.get("callbackUrl"));
  const [providers, setProviders] = useState<Provider[] | null>(null);
  const [notice, setNotice] = useState<Notice | null>(() => initialNotice(params));
  const [pending, setPending] = useState<string | null>(null);
  const [method, setMethod] = useState<"password" | "email">("password");

  useEffect(() => {
    fetchProviders()
      .then(setProviders)
      .catch(() => navigate(`/auth/error?error=ProvidersUnavailable&callbackUrl=${encodeURIComponent(callbackUrl)}`, { replace: true }));
  }, [callbackUrl, navigate]);

  // Signed in (now or already): the session store flips and we leave for the callbackUrl.
  if (status === "authenticated") return <GoToCallback url={callbackUrl} />;
  if (status === "loading" || !providers) return <Spinner fullScreen />;

  async function run(kind: string, attempt: () => Promise<AuthResult>, onSuccess: (url: string) => Promise<void> | void) {
    setPending(kind);
    const result = await attempt();
    if (result.ok) await onSuccess(result.url);
    else setNotice({ type: "error", text: result.message });
    setPending(null);
  }

  // Success flips the session store to authenticated, and this page then leaves for callbackUrl.
  const afterCredentials = async () => {
    const { status: next } = await refetchSession();
    if (next === "authenticated") broadcastSessionChange("signin");
    else setNotice({ type: "error", text: COOKIES_BLOCKED });
  };

  const credentials = providers.some((provider) => provider.type === "credentials");
  const emailProvider = providers.find((provider) => provider.type === "email");
  const oauthProviders = providers.filter((provider) => provider.type === "oauth" || provider.type === "oidc");

  const credentialsForm = (
    <Form
      name="credentials"
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: params.get("email") ?? "" }}
      onFinish={(values: { email: string; password: string }) =>
        run("credentials", () => signInWithCredentials(values.email, values.password, callbackUrl), afterCredentials)
      }
    >
      <Form.Item label="E-mail" name="email" rules={[{ required: true, type: "email", message: "Συμπληρώστε ένα έγκυρο e-mail." }]}>
        <Input prefix={<MailOutlined />} type="email" autoComplete="username" size="large" />
      </Form.Item>
      <Form.Item label="Κωδικός" name="password" rules={[{ required: true, message: "Συμπληρώστε τον κωδικό σας." }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" />
      </Form.Item>
      <p className="auth-forgot">
        <Link to="/auth/forgot-password">Ξεχάσατε τον κωδικό;</Link>
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={pending === "credentials"}>
        Σύνδεση
      </Button>
    </Form>
  );

  const emailForm = emailProvider && (
    <Form
      name="email-link"
      layout="vertical"
      requiredMark={false}
      onFinish={(values: { email: string }) =>
        run(
          "email",
          () => signInWithProvider(emailProvider.id, callbackUrl, { email: values.email }),
          () => setNotice({ type: "success", text: EMAIL_SENT }),
        )
      }
    >
      <Form.Item
        label="E-mail"
        name="email"
        extra="Θα λάβετε έναν σύνδεσμο που σας συνδέει χωρίς κωδικό."
        rules={[{ required: true, type: "email", message: "Συμπληρώστε ένα έγκυρο e-mail." }]}
      >
        <Input prefix={<MailOutlined />} type="email" autoComplete="email" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={pending === "email"}>
        Αποστολή συνδέσμου
      </Button>
    </Form>
  );

  return (
    <AuthCard title="Σύνδεση" subtitle="Συνδεθείτε για να διαχειριστείτε το κατάστημά σας.">
      {notice && <Alert type={notice.type} message={notice.text} showIcon style={{ marginBottom: 20 }} role="alert" />}
      {credentials && emailForm ? (
        <>
          <Segmented
            block
            className="auth-methods"
            value={method}
            onChange={setMethod}
            options={[
              { value: "password", label: "Με κωδικό" },
              { value: "email", label: "Με σύνδεσμο" },
            ]}
          />
          {method === "password" ? credentialsForm : emailForm}
        </>
      ) : (
        (credentials && credentialsForm) || emailForm
      )}
      {oauthProviders.length > 0 && (
        <>
          {(credentials || emailForm) && <Divider plain>ή</Divider>}
          <Space direction="vertical" style={{ width: "100%" }}>
            {oauthProviders.map((provider) => (
              <Button
                key={provider.id}
                size="large"
                block
                icon={providerIcons[provider.id]}
                loading={pending === provider.id}
                onClick={() =>
                  run(
                    provider.id,
                    () => signInWithProvider(provider.id, callbackUrl),
                    (url) => window.location.assign(url),
                  )
                }
              >
                Σύνδεση με {provider.name}
              </Button>
            ))}
          </Space>
        </>
      )}
    </AuthCard>
  );
}

function GoToCallback({ url }: { url: string }) {
  const navigate = useNavigate();
  useEffect(() => goTo(navigate, url, { replace: true }), [navigate, url]);
  return <Spinner fullScreen />;
}
