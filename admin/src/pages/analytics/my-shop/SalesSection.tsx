// The period at a glance, sales per interval, and points, stamps and coupons per interval.
import { Card, Col, Row, Statistic, Table } from "antd";
import type { RouterOutputs } from "../../../lib/trpc";
import { AnalyticsCard } from "../AnalyticsCard";
import { COLORS, SeriesChart } from "../charts";
import { formatCents, formatEurosShort, formatNumber, intervalLabel } from "../format";
import { exportHref, type Period } from "../period";
import { useShopOverview } from "../queries";

type Overview = RouterOutputs["analytics"]["shopOverview"];
type Point = Overview["series"][number];

const TABLE_PAGE = { pageSize: 8, size: "small" as const, hideOnSinglePage: true, showSizeChanger: false };

function Kpis({ totals }: { totals: Overview["totals"] }) {
  const items = [
    { title: "Έσοδα", value: formatCents(totals.revenue) },
    { title: "Συναλλαγές", value: formatNumber(totals.purchases) },
    { title: "Μέση απόδειξη", value: totals.averageTicket === null ? "-" : formatCents(totals.averageTicket) },
    { title: "Ενεργοί πελάτες", value: formatNumber(totals.activeCustomers) },
    { title: "Νέοι πελάτες", value: formatNumber(totals.newCustomers) },
    { title: "Συναλλαγές στάμπας", value: formatNumber(totals.stampPurchases) },
  ];
  return (
    <Row gutter={[12, 12]} className="analytics-kpis" style={{ marginBottom: 16 }} data-testid="analytics-kpis">
      {items.map((item) => (
        <Col key={item.title} xs={12} md={8} xl={4}>
          <Card size="small">
            <Statistic title={item.title} value={item.value} valueStyle={{ fontSize: 20 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export function SalesSection({ period }: { period: Period }) {
  const overview = useShopOverview(period);
  const series = overview.data?.series ?? [];
  const totals = overview.data?.totals;
  const label = (point: Point) => intervalLabel(point.from, point.to, period.interval);
  const state = { loading: overview.isLoading, error: overview.error, onRetry: () => void overview.refetch() };
  const csv = exportHref("analytics-overview", period);
  const rows = series.map((point) => ({ ...point, revenueCents: Number(point.revenue) }));
  return (
    <>
      {totals && <Kpis totals={totals} />}
      <AnalyticsCard
        title="Συναλλαγές και έσοδα"
        csv={csv}
        testId="analytics-sales"
        {...state}
        chart={
          <SeriesChart
            data={rows}
            label={label}
            format={formatEurosShort}
            formatRight={formatNumber}
            series={[
              { key: "revenueCents", name: "Έσοδα", color: COLORS.primary },
              { key: "purchases", name: "Συναλλαγές", color: COLORS.accent, line: true },
            ]}
          />
        }
        table={
          <Table<Point>
            size="small"
            rowKey="from"
            dataSource={series}
            pagination={TABLE_PAGE}
            columns={[
              { title: "Διάστημα", key: "label", render: (_, point) => label(point) },
              { title: "Συναλλαγές", dataIndex: "purchases", align: "right", render: formatNumber },
              { title: "Έσοδα", dataIndex: "revenue", align: "right", render: formatCents },
              { title: "Στάμπες", dataIndex: "stampPurchases", align: "right", render: formatNumber },
            ]}
            summary={() =>
              totals && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0}>Σύνολο</Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">{formatNumber(totals.purchases)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={2} align="right">{formatCents(totals.revenue)}</Table.Summary.Cell>
                  <Table.Summary.Cell index={3} align="right">{formatNumber(totals.stampPurchases)}</Table.Summary.Cell>
                </Table.Summary.Row>
              )
            }
          />
        }
      />
      <AnalyticsCard
        title="Πόντοι, στάμπες και κουπόνια"
        csv={csv}
        stacked
        {...state}
        chart={
          <SeriesChart
            data={series}
            label={label}
            format={formatNumber}
            series={[
              { key: "pointsIssued", name: "Πόντοι που δόθηκαν", color: COLORS.primary },
              { key: "pointsRedeemed", name: "Πόντοι που εξαργυρώθηκαν", color: COLORS.accent },
              { key: "pointsExpired", name: "Πόντοι που έληξαν", color: COLORS.muted },
            ]}
          />
        }
        table={
          <Table<Point>
            size="small"
            rowKey="from"
            dataSource={series}
            pagination={TABLE_PAGE}
            scroll={{ x: "max-content" }}
            columns={[
              { title: "Διάστημα", key: "label", render: (_, point) => label(point), fixed: "left" },
              {
                title: "Πόντοι",
                children: [
                  { title: "Δόθηκαν", dataIndex: "pointsIssued", align: "right", render: formatNumber },
                  { title: "Εξαργυρώθηκαν", dataIndex: "pointsRedeemed", align: "right", render: formatNumber },
                  { title: "Έληξαν", dataIndex: "pointsExpired", align: "right", render: formatNumber },
                ],
              },
              {
                title: "Στάμπες",
                children: [
                  { title: "Δόθηκαν", dataIndex: "stampsGiven", align: "right", render: formatNumber },
                  { title: "Εξαργυρώθηκαν", dataIndex: "stampsRedeemed", align: "right", render: formatNumber },
                  { title: "Έληξαν", dataIndex: "stampsExpired", align: "right", render: formatNumber },
                ],
              },
              {
                title: "Κουπόνια",
                children: [
                  { title: "Νέα", dataIndex: "couponsCreated", align: "right", render: formatNumber },
                  { title: "Εξαργυρώθηκαν", dataIndex: "couponsRedeemed", align: "right", render: formatNumber },
                ],
              },
            ]}
          />
        }
      />
    </>
  );
}
