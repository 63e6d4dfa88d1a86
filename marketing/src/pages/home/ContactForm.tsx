import { useState, type FormEvent } from "react";

// Without JavaScript the form posts normally and the server redirects back to one of the notices below,
// which CSS shows when it is the page's :target. With JavaScript it is sent with fetch and answered inline.
type FieldErrors = Partial<Record<"name" | "email" | "phone" | "shop" | "message", string[]>>;
type Status = { state: "idle" } | { state: "sending" } | { state: "sent"; message: string } | { state: "failed"; message: string; fieldErrors: FieldErrors };

const NETWORK_ERROR = "Δεν ήταν δυνατή η αποστολή. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.";

export function ContactForm() {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const fieldErrors = status.state === "failed" ? status.fieldErrors : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setStatus({ state: "sending" });
    try {
      const body = new URLSearchParams();
      for (const [key, value] of new FormData(form)) body.append(key, String(value));
      const response = await fetch(form.action, { method: "POST", headers: { Accept: "application/json" }, body });
      const answer = (await response.json().catch(() => ({}))) as { message?: string; fieldErrors?: FieldErrors };
      if (response.ok) {
        form.reset();
        setStatus({ state: "sent", message: answer.message ?? "Λάβαμε το μήνυμά σας. Ευχαριστούμε!" });
      } else {
        setStatus({ state: "failed", message: answer.message ?? NETWORK_ERROR, fieldErrors: answer.fieldErrors ?? {} });
      }
    } catch {
      setStatus({ state: "failed", message: NETWORK_ERROR, fieldErrors: {} });
    }
  };

  const field = (name: keyof FieldErrors) => {
    const error = fieldErrors[name]?.[0];
    return {
      id: `contact-${name}`,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `contact-${name}-error` : undefined,
    };
  };
  const errorText = (name: keyof FieldErrors) => {
    const error = fieldErrors[name]?.[0];
    return error ? (
      <span className="field-error" id={`contact-${name}-error`}>
        {error}
      </span>
    ) : null;
  };

  return (
    <form className="contact-form" method="post" action="/api/contact" onSubmit={onSubmit}>
      <p id="contact-ok" className="form-notice notice-success">
        Ευχαριστούμε! Λάβαμε το μήνυμά σας και θα σας απαντήσουμε μέσα σε μία εργάσιμη ημέρα.
      </p>
      <p id="contact-invalid" className="form-notice notice-error">
        Το μήνυμα δεν στάλθηκε: ελέγξτε ότι γράψατε όνομα, έγκυρο e-mail και μήνυμα τουλάχιστον 10 χαρακτήρων.
      </p>
      <p id="contact-limit" className="form-notice notice-error">
        Στείλατε πολλά μηνύματα σε λίγο χρόνο. Δοκιμάστε ξανά σε λίγα λεπτά.
      </p>
      <p id="contact-error" className="form-notice notice-error">
        Κάτι πήγε στραβά και το μήνυμα δεν στάλθηκε. Δοκιμάστε ξανά ή γράψτε μας με e-mail.
      </p>

      <div className="field">
        <label htmlFor="contact-name">Ονοματεπώνυμο</label>
        <input {...field("name")} type="text" autoComplete="name" required minLength={2} maxLength={100} />
        {errorText("name")}
      </div>
      <div className="field">
        <label htmlFor="contact-shop">
          Κατάστημα <span className="optional">(προαιρετικό)</span>
        </label>
        <input {...field("shop")} type="text" autoComplete="organization" maxLength={120} />
        {errorText("shop")}
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="contact-email">E-mail</label>
          <input {...field("email")} type="email" autoComplete="email" required maxLength={200} />
          {errorText("email")}
        </div>
        <div className="field">
          <label htmlFor="contact-phone">
            Τηλέφωνο <span className="optional">(προαιρετικό)</span>
          </label>
          <input {...field("phone")} type="tel" autoComplete="tel" maxLength={20} />
          {errorText("phone")}
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-message">Μήνυμα</label>
        <textarea {...field("message")} rows={5} required minLength={10} maxLength={2000} />
        {errorText("message")}
      </div>
      <button type="submit" className="button button-large" disabled={status.state === "sending"}>
        {status.state === "sending" ? "Αποστολή…" : "Αποστολή μηνύματος"}
      </button>
      <p className="form-privacy">
        Χρησιμοποιούμε τα στοιχεία σας μόνο για να σας απαντήσουμε. Δείτε την{" "}
        <a href="/docs/privacy" target="_blank" rel="noopener">
          πολιτική απορρήτου<span className="visually-hidden"> (ανοίγει σε νέα καρτέλα)</span>
        </a>
        .
      </p>
      <div className="form-status" role="status" aria-live="polite">
        {status.state === "sent" && <p className="notice notice-success">{status.message}</p>}
        {status.state === "failed" && <p className="notice notice-error">{status.message}</p>}
      </div>
    </form>
  );
}
