/** @jsxImportSource preact */
import { useEffect, useState } from "preact/hooks";
import { api, errorText, type Profile } from "./api.js";
import { DeleteAccount } from "./DeleteAccount.js";
import { enablePush, pushSupported } from "./push.js";

/** The person's own details, the phone's notifications, sign-out and deleting the account (DeleteAccount.tsx). */
export function Account({ onSignedOut }: { onSignedOut: (message?: string) => void }) {
  const [profile, setProfile] = useState<Profile | null>(null);
  const [form, setForm] = useState({ firstName: "", lastName: "", email: "", dateOfBirth: "" });
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);

  useEffect(() => {
    api.profile.query().then(
      (loaded) => {
        setProfile(loaded);
        setForm({ firstName: loaded.firstName ?? "", lastName: loaded.lastName ?? "", email: loaded.email ?? "", dateOfBirth: loaded.dateOfBirth ?? "" });
      },
      (error) => setMessage({ text: errorText(error), error: true }),
    );
  }, []);

  async function attempt(action: () => Promise<void>, done: string) {
    setMessage(null);
    try {
      await action();
      setMessage({ text: done });
    } catch (error) {
      setMessage({ text: error instanceof Error && !("data" in error) ? error.message : errorText(error), error: true });
    }
  }

  const save = (event: Event) => {
    event.preventDefault();
    void attempt(async () => {
      const { dateOfBirth, ...details } = form;
      setProfile(await api.updateProfile.mutate({ ...details, ...(!profile?.dateOfBirth && dateOfBirth ? { dateOfBirth } : {}) }));
    }, "Τα στοιχεία σας αποθηκεύτηκαν.");
  };
  const field = (name: keyof typeof form) => ({
    value: form[name],
    onInput: (e: { currentTarget: HTMLInputElement }) => setForm({ ...form, [name]: e.currentTarget.value }),
  });

  async function signOut() {
    await api.signOut.mutate().catch(() => undefined);
    onSignedOut();
  }

  return (
    <main class="page">
      <h1>Ο λογαριασμός μου</h1>
      {profile && <p class="muted">Κινητό: {profile.phone}</p>}
      <form onSubmit={save} class="profile">
        <label for="firstName">Όνομα</label>
        <input id="firstName" autoComplete="given-name" {...field("firstName")} />
        <label for="lastName">Επώνυμο</label>
        <input id="lastName" autoComplete="family-name" {...field("lastName")} />
        <label for="email">E-mail</label>
        <input id="email" type="email" autoComplete="email" {...field("email")} />
        <label for="dateOfBirth">Ημερομηνία γέννησης {profile?.dateOfBirth ? "" : "(ορίζεται μία φορά)"}</label>
        <input id="dateOfBirth" type="date" disabled={Boolean(profile?.dateOfBirth)} {...field("dateOfBirth")} />
        <button type="submit" class="primary">
          Αποθήκευση
        </button>
      </form>
      {pushSupported() && (
        <button type="button" onClick={() => void attempt(enablePush, "Οι ειδοποιήσεις ενεργοποιήθηκαν σε αυτή τη συσκευή.")}>
          Ειδοποιήσεις σε αυτή τη συσκευή
        </button>
      )}
      {message && (
        <p class={message.error ? "error" : ""} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <hr />
      <button type="button" onClick={() => void signOut()}>
        Αποσύνδεση
      </button>
      <DeleteAccount onDeleted={onSignedOut} />
    </main>
  );
}
