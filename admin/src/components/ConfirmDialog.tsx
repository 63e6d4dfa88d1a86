// A question the person answers before going on, as a native modal <dialog>: the page behind is inert,
// Esc answers "no", and the focus starts on the "yes" button (as antd's confirm did).
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

/** Shows a native <dialog> as modal while the component that holds it is mounted, and closes it after. */
export function useModalWhileMounted(dialog: RefObject<HTMLDialogElement>) {
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, [dialog]);
}

type Props = { title: string; children?: ReactNode; okText: string; cancelText: string; onOk: () => void; onCancel: () => void };

/** Mount it to ask; unmount it (on either answer) to close. */
export function ConfirmDialog({ title, children, okText, cancelText, onOk, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const yes = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Closed before the answer runs: the focus is back on the page, so the answer may move it.
  const answer = (handler: () => void) => () => {
    dialog.current?.close();
    handler();
  };
  useModalWhileMounted(dialog);
  useEffect(() => yes.current?.focus(), []); // after showModal, which would otherwise focus the first button («no»)

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
        <button type="button" className="plain-button" onClick={answer(onCancel)}>
          {cancelText}
        </button>
        <button type="button" className="plain-button plain-button-primary" onClick={answer(onOk)} ref={yes}>
          {okText}
        </button>
      </div>
    </dialog>
  );
}
