/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";
import { api, errorText } from "./api.js";
import { Qr } from "./Qr.js";

/** The code the counter scans to find the customer; a new one every minute, so a screenshot expires. */
export function IdentityQr() {
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function next() {
      try {
        const { token: fresh, refreshAt } = await api.identityToken.query();
        setToken(fresh);
        setError(null);
        timer = setTimeout(next, Math.max(1000, Date.parse(refreshAt) - Date.now() + 200));
      } catch (failure) {
        setError(errorText(failure));
        timer = setTimeout(next, 10_000);
      }
    }
    void next();
    return () => clearTimeout(timer);
  }, []);
  return (
    <main class="page center">
      <h1>Ο κωδικός μου για το ταμείο</h1>
      <p class="muted">Δείξτε τον στο ταμείο για να σας βρουν χωρίς να πείτε το κινητό σας. Αλλάζει κάθε λεπτό.</p>
      {token && <Qr text={token} label="Κωδικός QR για το ταμείο" />}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
