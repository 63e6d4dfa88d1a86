/** @jsxImportSource preact */
import { useState } from "preact/hooks";
import { api, errorText } from "./api.js";

/** Phone, then the 6-digit code sent by SMS. */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  const requestCode = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await api.requestCode.mutate({ phone });
      setSentTo(phone);
    });
  };
  const signIn = (event: Event) => {
    event.preventDefault();
    void run(async () => {
      await api.signIn.mutate({ phone: sentTo ?? phone, code });
      onSignedIn();
    });
  };

  return (
    <main class="page signin">
      <h1>Το πορτοφόλι πόντων σας</h1>
      <p class="muted">Οι πόντοι, οι στάμπες και τα κουπόνια σας σε κάθε κατάστημα, με το κινητό σας.</p>
      {sentTo === null ? (
        <form onSubmit={requestCode}>
          <label for="phone">Κινητό τηλέφωνο</label>
          <input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={phone}
            onInput={(e) => setPhone(e.currentTarget.value)}
            placeholder="69xxxxxxxx"
            required
          />
          <button type="submit" disabled={busy}>
            Αποστολή κωδικού
          </button>
        </form>
      ) : (
        <form onSubmit={signIn}>
          <p>Στείλαμε SMS με 6ψήφιο κωδικό στο {sentTo}.</p>
          <label for="code">Κωδικός από το SMS</label>
          <input
            id="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            value={code}
            onInput={(e) => setCode(e.currentTarget.value)}
            required
          />
          <button type="submit" disabled={busy}>
            Σύνδεση
          </button>
          <button
            type="button"
            class="link"
            onClick={() => {
              setSentTo(null);
              setCode("");
            }}
          >
            Άλλος αριθμός ή νέος κωδικός
          </button>
        </form>
      )}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </main>
  );
}
