// /admin/analytics/my-domain: the shop beside the other shops of its domain — its own figure, and the
// other shops' median and middle half (quartiles) — or why there is no comparison yet.
import { Alert, Card, Col, Row, Table, Typography } from "antd";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { PageHeader } from "../../../layout/PageHeader";
import { errorMessage } from "../../../lib/errors";
import { Spinner } from "../../../components/Spinner";
import "../analytics.css";
import { formatAverageGap, formatCents, formatDay, formatPercent } from "../format";
import { useDomainComparison } from "../queries";
import { RangeBar } from "./RangeBar";

type Comparison = Extract<RouterOutputs["analytics"]["domain"], { status: "ok" }>;
type Metric = Comparison["metrics"][number];

const METRICS: Record<Metric["metric"], { title: string; help: string; format: (value: number) => string }> = {
  visitGapDays: {
    title: "Συχνότητα επισκέψεων",
    help: "Μέσος χρόνος μεταξύ δύο επισκέψεων ενός πελάτη (λιγότερες μέρες: συχνότερες επισκέψεις).",
    format: formatAverageGap,
  },
  averageTicket: { title: "Μέση απόδειξη", help: "Έσοδα ανά συναλλαγή με πόντους.", format: (cents) => formatCents(Math.round(cents)) },
  redemptionRate: { title: "Ποσοστό εξαργύρωσης", help: "Πόντοι που εξαργυρώθηκαν σε κουπόνια, ως ποσοστό των πόντων που δόθηκαν.", format: formatPercent },
  retentionRate: { title: "Διατήρηση πελατών", help: "Από τους πελάτες των προηγούμενων 90 ημερών, όσοι ξαναήρθαν.", format: formatPercent },
};

const show = (metric: Metric, value: number | null | undefined) => (value === null || value === undefined ? "-" : METRICS[metric.metric].format(value));

function MetricCard({ metric }: { metric: Metric }) {
  const { title, help } = METRICS[metric.metric];
  return (
    <Card title={title} className="analytics-card" data-testid={`domain-${metric.metric}`}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {help}
      </Typography.Paragraph>
      {metric.quartiles ? (
        <RangeBar value={metric.value} quartiles={metric.quartiles} format={(value) => show(metric, value)} />
      ) : (
        <Typography.Paragraph>Δεν υπάρχουν αρκετά καταστήματα με αυτό το στοιχείο για σύγκριση.</Typography.Paragraph>
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="label"
        showHeader={false}
        dataSource={[
          { label: "Το κατάστημά σας", value: show(metric, metric.value) },
          { label: "Διάμεσος του κλάδου", value: show(metric, metric.quartiles?.median) },
          { label: "Τα μεσαία 50% του κλάδου", value: metric.quartiles ? `${show(metric, metric.quartiles.q1)} – ${show(metric, metric.quartiles.q3)}` : "-" },
        ]}
        columns={[{ dataIndex: "label" }, { dataIndex: "value", align: "right", render: (value: string) => <Typography.Text strong>{value}</Typography.Text> }]}
      />
    </Card>
  );
}

export default function MyDomainPage() {
  const comparison = useDomainComparison();
  const data = comparison.data;
  return (
    <>
      <PageHeader
        title="Ο κλάδος μου"
        subtitle={
          data?.status === "ok"
            ? `Το κατάστημά σας δίπλα στα άλλα καταστήματα του κλάδου, ${formatDay(data.from)} – ${formatDay(data.to)}.`
            : "Το κατάστημά σας δίπλα στα άλλα καταστήματα του κλάδου σας."
        }
      />
      {comparison.isLoading ? (
        <Spinner />
      ) : comparison.error ? (
        <Alert type="error" showIcon message={errorMessage(comparison.error)} />
      ) : data?.status !== "ok" ? (
        <Alert type="info" showIcon message="Δεν υπάρχει ακόμη σύγκριση" description={data?.message} data-testid="domain-message" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">
            Μόνο συνολικά στοιχεία: κάθε τιμή του κλάδου βγαίνει από τουλάχιστον 5 άλλα καταστήματα, ώστε κανένα να μην αναγνωρίζεται.
          </Typography.Paragraph>
          <Row gutter={[16, 0]}>
            {data.metrics.map((metric) => (
              <Col key={metric.metric} xs={24} lg={12}>
                <MetricCard metric={metric} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
