// A card of the analytics screens: a title, the CSV download of its figures, a chart with its table
// beside it (below it on narrow screens), and a Greek message when its figures did not load.
import { DownloadOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Row, Skeleton } from "antd";
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
    <Alert type="error" showIcon message={errorMessage(error)} action={onRetry && <Button onClick={onRetry}>Δοκιμάστε ξανά</Button>} />
  ) : loading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : (
    <>
      {chart || table ? (
        <Row gutter={[24, 16]}>
          {chart && (
            <Col xs={24} xl={side ? 14 : 24} className="analytics-chart">
              {chart}
            </Col>
          )}
          {table && (
            <Col xs={24} xl={side ? 10 : 24}>
              {table}
            </Col>
          )}
        </Row>
      ) : null}
      {children}
    </>
  );
  return (
    <Card
      title={title}
      className="analytics-card"
      data-testid={testId}
      extra={
        csv && (
          <Button size="small" icon={<DownloadOutlined />} href={csv} download>
            CSV
          </Button>
        )
      }
    >
      {body}
    </Card>
  );
}
