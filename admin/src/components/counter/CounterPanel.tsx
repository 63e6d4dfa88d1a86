// The frame every counter screen shares: the page title, a card holding the form, and the outcome
// of the last attempt (beside the form on wide screens, above it on narrow ones). Plain markup
// (counter.css): the counter's first load carries no antd.
import type { ReactNode } from "react";
import { PageHeader } from "../../layout/PageHeader";
import "./counter.css";

type CounterPanelProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** The outcome of the last attempt, shown until the next one. */
  result?: ReactNode;
  /** What the result area says before the first attempt (wide screens only). */
  resultPlaceholder: string;
  /** Buttons about the result (e.g. «Αναίρεση»): under it, outside the live region, so their coming and going is not read out. */
  resultActions?: ReactNode;
};

export function CounterPanel({ title, subtitle, children, result, resultPlaceholder, resultActions }: CounterPanelProps) {
  return (
    <div className="counter-panel">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="counter-layout">
        <div className="counter-card">{children}</div>
        {/* The one announcement of each outcome: read out whole whenever it changes. So these pages
            show no toasts of their own and alerts inside it are ResultAlerts. */}
        <div className="counter-result-column">
          <div className="counter-result" aria-live="polite" aria-atomic="true">
            {result ?? (
              <div className="counter-card counter-result-empty">
                <p>{resultPlaceholder}</p>
              </div>
            )}
          </div>
          {resultActions ? <div className="counter-result-actions">{resultActions}</div> : null}
        </div>
      </div>
    </div>
  );
}
