// The frame every counter screen shares: the page title, a card holding the form, and the outcome
// of the last attempt (beside the form on wide screens, above it on narrow ones).
import { Card, ConfigProvider, Empty, type ThemeConfig } from "antd";
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
};

// Large controls read well at arm's length and are easy to hit on a tablet.
const counterTheme: ThemeConfig = { token: { controlHeightLG: 52, fontSizeLG: 20 } };

export function CounterPanel({ title, subtitle, children, result, resultPlaceholder }: CounterPanelProps) {
  return (
    <div className="counter-panel">
      <PageHeader title={title} subtitle={subtitle} />
      <div className="counter-layout">
        <ConfigProvider theme={counterTheme}>
          <Card>{children}</Card>
        </ConfigProvider>
        {/* The one announcement of each outcome: read out whole whenever it changes. So these pages'
            toasts stay silent ({ announce: false }) and alerts inside it are ResultAlerts. */}
        <div className="counter-result" aria-live="polite" aria-atomic="true">
          {result ?? (
            <Card className="counter-result-empty">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={resultPlaceholder} />
            </Card>
          )}
        </div>
      </div>
    </div>
  );
}
