// An alert inside a counter's result area. The area is the live region that announces the outcome
// (CounterPanel), so the alert has no role of its own and its icon no name: a screen reader hears the
// text once, without "alert" or an English icon name ("close-circle") in it.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled, type PlainIconProps } from "../plain/icons";
import type { ComponentType, ReactNode } from "react";

type AlertType = "success" | "info" | "warning" | "error";

type Props = {
  type: AlertType;
  message: ReactNode;
  description?: ReactNode;
  /** An icon of its own instead of the type's; it is hidden from screen readers too. */
  Icon?: ComponentType<PlainIconProps>;
};

const icons = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

export function ResultAlert({ type, message, description, Icon = icons[type] }: Props) {
  return (
    <div className={`result-alert result-alert-${type}${description ? " result-alert-with-description" : ""}`}>
      <Icon aria-hidden className="result-alert-icon" />
      <div>
        <div className="result-alert-message">{message}</div>
        {description ? <div className="result-alert-description">{description}</div> : null}
      </div>
    </div>
  );
}
