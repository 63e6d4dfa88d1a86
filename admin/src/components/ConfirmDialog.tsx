// A question the person answers before going on, as a native modal <dialog>: the page behind is inert,
// Esc answers "no", and the focus starts on the "yes" button (as antd's confirm did) unless the question
// asks for a second look first (`focusCancel`).
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

/** Shows a native <dialog> as modal while the component that holds it is mounted, and closes it after. */
export function useModalWhileMounted(dialog: RefObject<HTMLDialogElement>) {
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, [dialog]);
}

type Props = {
  title: string;
  children?: ReactNode;
  okText: string;
  cancelText: string;
  onOk: () => void;
  onCancel: () => void;
  /** The focus starts on the "no" button: an Enter pressed out of habit does not say yes. */
  focusCancel?: boolean;
};

/** Mount it to ask; unmount it (on either answer) to close. */
export function ConfirmDialog({ title, children, okText, cancelText, onOk, onCancel, focusCancel = false }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Closed before the answer runs: the focus is back on the page, so the answer may move it.
  const answer = (handler: () => void) => () => {
    dialog.current?.close();
    handler();
  };
  useModalWhileMounted(dialog);
  // After showModal, which focuses the first button by itself: said here, so it holds whatever the order.
  useEffect(() => (focusCancel ? no : yes).current?.focus(), [focusCancel]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault(); // Esc: closed like any answer
        answer(onCancel)();
      }}
    >
      <h2 id={titleId} className="confirm-dialog-title">
        {title}
      </h2>
      {children ? <div className="confirm-dialog-content">{children}</div> : null}
      <div className="confirm-dialog-actions">
        <button type="button" className="plain-button" onClick={answer(onCancel)} ref={no}>
          {cancelText}
        </button>
        <button type="button" className="plain-button plain-button-primary" onClick={answer(onOk)} ref={yes}>
          {okText}
        </button>
      </div>
    </dialog>
  );
}
