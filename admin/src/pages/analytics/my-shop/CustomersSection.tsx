// New and returning customers per interval, and how many days pass between two visits.
import { Col, Row, Statistic, Table } from "antd";
import type { RouterOutputs } from "../../../lib/trpc";
import { AnalyticsCard } from "../AnalyticsCard";
import { CategoryChart, COLORS, SeriesChart } from "../charts";
import { formatAverageGap, formatDecimal, formatNumber, formatPercent, intervalLabel } from "../format";
import { exportHref, type Period } from "../period";
import { useShopCustomers, useShopOverview } from "../queries";

type Point = RouterOutputs["analytics"]["shopOverview"]["series"][number];

export function CustomersSection({ period }: { period: Period }) {
  const overview = useShopOverview(period);
  const customers = useShopCustomers(period);
  const series = overview.data?.series ?? [];
  const label = (point: Point) => intervalLabel(point.from, point.to, period.interval);
  const visits = customers.data;
  const groups = visits?.gapDistribution ?? [];
  const gapVisits = groups.reduce((sum, group) => sum + group.visits, 0);
  return (
    <>
      <AnalyticsCard
        title="Νέοι και επιστρέφοντες πελάτες"
        csv={exportHref("analytics-overview", period)}
        loading={overview.isLoading}
        error={overview.error}
        onRetry={() => void overview.refetch()}
        chart={
          <SeriesChart
            data={series}
            label={label}
            format={formatNumber}
            series={[
              { key: "newCustomers", name: "Νέοι", color: COLORS.accent, stack: "customers" },
              { key: "returningCustomers", name: "Επέστρεψαν", color: COLORS.primary, stack: "customers" },
            ]}
          />
        }
        table={
          <Table<Point>
            size="small"
            rowKey="from"
            dataSource={series}
            pagination={{ pageSize: 8, size: "small", hideOnSinglePage: true, showSizeChanger: false }}
            columns={[
              { title: "Διάστημα", key: "label", render: (_, point) => label(point) },
              { title: "Ενεργοί", dataIndex: "activeCustomers", align: "right", render: formatNumber },
              { title: "Νέοι", dataIndex: "newCustomers", align: "right", render: formatNumber },
              { title: "Επέστρεψαν", dataIndex: "returningCustomers", align: "right", render: formatNumber },
            ]}
          />
        }
      />
      <AnalyticsCard
        title="Συχνότητα επισκέψεων"
        csv={exportHref("analytics-visits", period)}
        loading={customers.isLoading}
        error={customers.error}
        onRetry={() => void customers.refetch()}
        chart={
          <>
            <Row gutter={[16, 8]} style={{ marginBottom: 8 }}>
              <Col xs={12} sm={8}>
                <Statistic title="Μέσο διάστημα" value={formatAverageGap(visits?.averageGapDays)} valueStyle={{ fontSize: 20 }} />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic title="Επισκέψεις" value={formatNumber(visits?.visits ?? 0)} valueStyle={{ fontSize: 20 }} />
              </Col>
              <Col xs={12} sm={8}>
                <Statistic
                  title="Επισκέψεις ανά πελάτη"
                  value={visits && visits.activeCustomers > 0 ? formatDecimal(visits.visits / visits.activeCustomers) : "-"}
                  valueStyle={{ fontSize: 20 }}
                />
              </Col>
            </Row>
            <CategoryChart data={groups.map((group) => ({ label: group.label, value: group.visits }))} name="Επισκέψεις" format={formatNumber} />
          </>
        }
        table={
          <Table
            size="small"
            rowKey="label"
            dataSource={groups}
            pagination={false}
            columns={[
              { title: "Μέρες από την προηγούμενη επίσκεψη", dataIndex: "label" },
              { title: "Επισκέψεις", dataIndex: "visits", align: "right", render: formatNumber },
              { title: "Ποσοστό", dataIndex: "visits", key: "share", align: "right", render: (value: number) => (gapVisits ? formatPercent(value / gapVisits) : "-") },
            ]}
          />
        }
      />
    </>
  );
}
