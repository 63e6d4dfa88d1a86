// The counter identifies a customer by the QR code of their wallet (/wallet): by the device's camera
// (./cameraQr.ts, loaded only when the scanner opens), or by a USB scanner that types the code like a
// keyboard, into the phone field or the scanner window. Either way the phone field gets the phone.
// Plain markup and a native <dialog> (no antd): the counter's page stays light.
import { QrcodeOutlined } from "../plain/icons";
import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { errorMessage } from "../../lib/errors";
import { useCustomCall } from "../../providers/customCalls";
import { useModalWhileMounted } from "../ConfirmDialog";
import type { CameraScan } from "./cameraQr";

/** The wallet's token (server/src/wallet/identity.ts): LW1.<user>.<minute>.<22-character signature>. */
const WALLET_TOKEN = /^LW1\.[A-Za-z0-9]+\.\d+\.[A-Za-z0-9_-]{22}$/;
const isWalletToken = (text: string) => WALLET_TOKEN.test(text.trim());

/** The phone of a wallet's token; a refused token's message is shown where it was scanned, not as a toast. */
function usePhoneOfToken() {
  const { run } = useCustomCall({ errorNotification: false });
  return async (token: string): Promise<string> => (await run("company.identifyWalletCustomer", { token: token.trim() })).phone;
}

/**
 * For the phone field: a scanned wallet code typed into it is replaced by the phone, and the scanner's
 * Enter does not submit the form with the code in it.
 */
export function useWalletCodeInPhoneField(onPhone: (phone: string) => void, onError: (message: string) => void) {
  const phoneOfToken = usePhoneOfToken();
  return {
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const text = event.target.value;
      if (isWalletToken(text)) phoneOfToken(text).then(onPhone, (error) => onError(errorMessage(error)));
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.key === "Enter" && event.currentTarget.value.startsWith("LW1.")) event.preventDefault();
    },
  };
}

function Scanner({ onToken }: { onToken: (token: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);
  useEffect(() => {
    let scan: CameraScan | null = null;
    let stopped = false;
    void import("./cameraQr")
      .then(({ scanCamera }) =>
        scanCamera(video.current!, (text) => {
          if (isWalletToken(text)) onToken(text);
        }),
      )
      .then((started) => {
        scan = started;
        if (stopped) started.stop();
      })
      .catch(() => {
        if (!stopped) setCameraError("Η κάμερα δεν είναι διαθέσιμη. Χρησιμοποιήστε τον σαρωτή ή πληκτρολογήστε το τηλέφωνο.");
      });
    return () => {
      stopped = true;
      scan?.stop();
    };
  }, [onToken]);
  return cameraError ? (
    <p className="plain-alert plain-alert-warning">{cameraError}</p>
  ) : (
    <video ref={video} muted playsInline aria-label="Κάμερα για σάρωση QR" style={{ width: "100%", borderRadius: 8, background: "#000" }} />
  );
}

/** A button that opens the camera scanner; a USB scanner may also type into its field. */
export function WalletScanButton({ onPhone }: { onPhone: (phone: string) => void }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const onPhoneRef = useRef(onPhone);
  onPhoneRef.current = onPhone;
  const phoneOfToken = usePhoneOfToken();
  const phoneOfTokenRef = useRef(phoneOfToken);
  phoneOfTokenRef.current = phoneOfToken;

  // Stable, so the camera is not restarted on every render.
  const identify = useRef(async (token: string) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const phone = await phoneOfTokenRef.current(token);
      setOpen(false);
      setTyped("");
      setError(null);
      onPhoneRef.current(phone);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      busy.current = false;
    }
  }).current;

  return (
    <>
      <button type="button" className="plain-button" onClick={() => setOpen(true)}>
        <QrcodeOutlined aria-hidden /> Σάρωση QR πορτοφολιού
      </button>
      {open ? (
        <ScannerDialog title="Σάρωση QR από το πορτοφόλι του πελάτη" onClose={() => setOpen(false)}>
          <Scanner onToken={identify} />
          <input
            // biome-ignore lint/a11y/noAutofocus: the dialog opens on the cashier's click, so the focus belongs in it, and a USB scanner types into the focused field
            autoFocus
            className="counter-select"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") void identify(typed);
            }}
            placeholder="ή σαρώστε με σαρωτή USB"
            aria-label="Κωδικός από σαρωτή"
            style={{ marginTop: 12, width: "100%" }}
          />
          {error ? (
            <p className="plain-alert plain-alert-error" role="alert" style={{ marginTop: 12 }}>
              {error}
            </p>
          ) : null}
        </ScannerDialog>
      ) : null}
    </>
  );
}

/** A native modal <dialog>: the page behind is inert and Esc closes it. Mount to open, unmount to close. */
function ScannerDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useModalWhileMounted(dialog);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {title}
      </h2>
      <div className="confirm-dialog-content">{children}</div>
      <div className="confirm-dialog-actions">
        <button type="button" className="plain-button" onClick={onClose}>
          Κλείσιμο
        </button>
      </div>
    </dialog>
  );
}
