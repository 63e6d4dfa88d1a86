// /auth/error?error=<code>: the session service's error page, in Greek, with a way back to sign-in.
import { Button, Result } from "antd";
import { Link, useSearchParams } from "react-router-dom";
import { safeCallbackUrl } from "../../session/authApi";
import { authErrorMessage } from "../../session/errors";
import { AuthCard } from "./AuthCard";

export default function AuthErrorPage() {
  const [params] = useSearchParams();
  const code = params.get("error") ?? "UnknownError";
  const callbackUrl = safeCallbackUrl(params.get("callbackUrl"));
  return (
    <AuthCard title="Η σύνδεση δεν ήταν δυνατή">
      <Result
        status="warning"
        style={{ padding: 0 }}
        subTitle={authErrorMessage(code)}
        extra={
          <Link to={`/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`}>
            <Button type="primary">Δοκιμάστε ξανά</Button>
          </Link>
        }
      />
    </AuthCard>
  );
}
