/** @jsxImportSource preact */
import type { ComponentChildren } from "preact";
import { useEffect, useId, useRef, useState } from "preact/hooks";
import { errorText } from "./api.js";

/**
 * The wallet's own modal dialog (the browser's <dialog>: focus stays inside, Escape closes): a question,
 * what it means, and the action, which shows its failure in the dialog rather than closing it.
 */
export function ConfirmDialog({
  title,
  children,
  action,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ComponentChildren;
  action: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);

  async function proceed() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      class="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <header>
        <h2 id={titleId}>{title}</h2>
        <button type="button" class="icon" aria-label="Κλείσιμο" onClick={onClose} disabled={busy}>
          ×
        </button>
      </header>
      {children}
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      <footer>
        <button type="button" onClick={onClose} disabled={busy}>
          Άκυρο
        </button>
        <button type="button" class="danger solid" onClick={() => void proceed()} disabled={busy}>
          {action}
        </button>
      </footer>
    </dialog>
  );
}
