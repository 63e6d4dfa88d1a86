// A centred message for pages that cannot be shown (failed load, no access, unknown address).
// Plain markup rather than antd's Result or Button: it must show even when antd failed to load.
import type { ReactNode } from "react";

type Props = { title: string; children?: ReactNode; action?: { label: string; onClick: () => void } };

export function Problem({ title, children, action }: Props) {
  return (
    <div className="problem" role="alert">
      <h1 className="problem-title">{title}</h1>
      {children && <p className="problem-text">{children}</p>}
      {action && (
        <button type="button" className="plain-button plain-button-primary problem-action" onClick={action.onClick}>
          {action.label}
        </button>
      )}
    </div>
  );
}
