// /auth/signout: a confirmation, then sign out, tell the other tabs, and go to the public site.
import { Alert, Button, Flex } from "antd";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Spinner } from "../../components/Spinner";
import { signOut } from "../../session/authApi";
import { broadcastSessionChange, useSession } from "../../session/store";
import { AuthCard } from "./AuthCard";

export default function SignOutPage() {
  const navigate = useNavigate();
  const { status } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The page is for signed-in users only; anyone else goes home.
  useEffect(() => {
    if (status === "unauthenticated" && !pending) window.location.replace("/");
  }, [status, pending]);

  if (status !== "authenticated") return <Spinner fullScreen />;

  async function confirm() {
    setPending(true);
    const result = await signOut();
    if (!result.ok) {
      setError(result.message);
      setPending(false);
      return;
    }
    broadcastSessionChange("signout");
    window.location.assign("/");
  }

  return (
    <AuthCard title="Αποσύνδεση" subtitle="Θέλετε να αποσυνδεθείτε;">
      {error && <Alert type="error" message={error} showIcon style={{ marginBottom: 20 }} role="alert" />}
      <Flex gap={12} justify="flex-end">
        <Button size="large" onClick={() => (window.history.length > 1 ? navigate(-1) : navigate("/admin"))} disabled={pending}>
          Άκυρο
        </Button>
        <Button type="primary" size="large" onClick={confirm} loading={pending}>
          Αποσύνδεση
        </Button>
      </Flex>
    </AuthCard>
  );
}
