// The period at a glance, sales per interval, and points, stamps and coupons per interval.
import { Compared } from "../../../components/figures/Compared";
import { DataTable } from "../../../components/plain/DataTable";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { AnalyticsCard } from "../AnalyticsCard";
import { COLORS, SeriesChart } from "../charts";
import { formatCents, formatDay, formatEurosShort, formatNumber, intervalLabel } from "../format";
import { exportHref, type Period } from "../period";
import { useShopOverview } from "../queries";
import { Stats } from "../Stats";

type Overview = RouterOutputs["analytics"]["shopOverview"];
type Point = Overview["series"][number];

const PAGE_SIZE = 8;

/** Each headline figure beside the same figure of the period of equal length just before. */
function Kpis({ totals, previous }: { totals: Overview["totals"]; previous: Overview["previous"] }) {
  const before = previous.totals;
  const label = `Προηγούμενη περίοδος (${formatDay(previous.from)} – ${formatDay(previous.to)})`;
  const compared = (current: number, earlier: number, format: (value: number) => string) => (
    <Compared label={label} previous={format(earlier)} current={current} previousValue={earlier} />
  );
  const items = [
    { title: "Έσοδα", value: formatCents(totals.revenue), compared: compared(Number(totals.revenue), Number(before.revenue), formatCents) },
    { title: "Συναλλαγές", value: formatNumber(totals.purchases), compared: compared(totals.purchases, before.purchases, formatNumber) },
    {
      title: "Μέση απόδειξη",
      value: totals.averageTicket === null ? "-" : formatCents(totals.averageTicket),
      compared:
        totals.averageTicket !== null && before.averageTicket !== null
          ? compared(Number(totals.averageTicket), Number(before.averageTicket), formatCents)
          : undefined,
    },
    { title: "Ενεργοί πελάτες", value: formatNumber(totals.activeCustomers), compared: compared(totals.activeCustomers, before.activeCustomers, formatNumber) },
    { title: "Νέοι πελάτες", value: formatNumber(totals.newCustomers), compared: compared(totals.newCustomers, before.newCustomers, formatNumber) },
    { title: "Συναλλαγές στάμπας", value: formatNumber(totals.stampPurchases), compared: compared(totals.stampPurchases, before.stampPurchases, formatNumber) },
  ];
  return <Stats items={items} className="analytics-kpis" testId="analytics-kpis" />;
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
      {overview.data && <Kpis totals={overview.data.totals} previous={overview.data.previous} />}
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
          <DataTable<Point>
            rowKey={(point) => point.from}
            rows={series}
            pageSize={PAGE_SIZE}
            columns={[
              { title: "Διάστημα", key: "label", render: label },
              { title: "Συναλλαγές", key: "purchases", align: "right", render: (point) => formatNumber(point.purchases) },
              { title: "Έσοδα", key: "revenue", align: "right", render: (point) => formatCents(point.revenue) },
              { title: "Στάμπες", key: "stampPurchases", align: "right", render: (point) => formatNumber(point.stampPurchases) },
            ]}
            summary={totals && ["Σύνολο", formatNumber(totals.purchases), formatCents(totals.revenue), formatNumber(totals.stampPurchases)]}
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
          <DataTable<Point>
            rowKey={(point) => point.from}
            rows={series}
            pageSize={PAGE_SIZE}
            columns={[
              { title: "Διάστημα", key: "label", render: label, sticky: true },
              {
                title: "Πόντοι",
                key: "points",
                children: [
                  { title: "Δόθηκαν", key: "pointsIssued", align: "right", render: (point) => formatNumber(point.pointsIssued) },
                  { title: "Εξαργυρώθηκαν", key: "pointsRedeemed", align: "right", render: (point) => formatNumber(point.pointsRedeemed) },
                  { title: "Έληξαν", key: "pointsExpired", align: "right", render: (point) => formatNumber(point.pointsExpired) },
                ],
              },
              {
                title: "Στάμπες",
                key: "stamps",
                children: [
                  { title: "Δόθηκαν", key: "stampsGiven", align: "right", render: (point) => formatNumber(point.stampsGiven) },
                  { title: "Εξαργυρώθηκαν", key: "stampsRedeemed", align: "right", render: (point) => formatNumber(point.stampsRedeemed) },
                  { title: "Έληξαν", key: "stampsExpired", align: "right", render: (point) => formatNumber(point.stampsExpired) },
                ],
              },
              {
                title: "Κουπόνια",
                key: "coupons",
                children: [
                  { title: "Νέα", key: "couponsCreated", align: "right", render: (point) => formatNumber(point.couponsCreated) },
                  { title: "Εξαργυρώθηκαν", key: "couponsRedeemed", align: "right", render: (point) => formatNumber(point.couponsRedeemed) },
                ],
              },
            ]}
          />
        }
      />
    </>
  );
}
