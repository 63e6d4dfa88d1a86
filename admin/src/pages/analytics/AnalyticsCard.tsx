// A card of the analytics screens: a title, the CSV download of its figures, a chart with its table
// beside it (below it on narrow screens), and a Greek message when its figures did not load. Plain
// markup (analytics.css): the shop's analytics load no antd, only the charts.
import { DownloadOutlined } from "@ant-design/icons";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/errors";

type Props = {
  title: string;
  /** CSV download address */
  csv?: string;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  chart?: ReactNode;
  table?: ReactNode;
  /** the table under the chart at every width (a wide table) */
  stacked?: boolean;
  children?: ReactNode;
  testId?: string;
};

export function AnalyticsCard({ title, csv, loading, error, onRetry, chart, table, stacked, children, testId }: Props) {
  const side = chart && table && !stacked;
  const body = error ? (
    <div className="plain-alert plain-alert-error analytics-error">
      <span>{errorMessage(error)}</span>
      {onRetry && (
        <button type="button" className="plain-button" onClick={onRetry}>
          Δοκιμάστε ξανά
        </button>
      )}
    </div>
  ) : loading ? (
    <div className="plain-skeleton" aria-hidden />
  ) : (
    <>
      {chart || table ? (
        <div className={side ? "analytics-split analytics-split-side" : "analytics-split"}>
          {chart && <div className="analytics-chart">{chart}</div>}
          {table && <div className="analytics-table">{table}</div>}
        </div>
      ) : null}
      {children}
    </>
  );
  return (
    <section className="analytics-card" data-testid={testId}>
      <div className="analytics-card-head">
        <h2 className="analytics-card-title">{title}</h2>
        {csv && (
          <a className="plain-button analytics-csv" href={csv} download>
            <DownloadOutlined aria-hidden />
            CSV
          </a>
        )}
      </div>
      <div className="analytics-card-body">{body}</div>
    </section>
  );
}
