// New and returning customers per interval, and how many days pass between two visits.
import { DataTable } from "../../../components/plain/DataTable";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { Stats } from "../Stats";
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
          <DataTable<Point>
            rowKey={(point) => point.from}
            rows={series}
            pageSize={8}
            columns={[
              { title: "Διάστημα", key: "label", render: label },
              { title: "Ενεργοί", key: "activeCustomers", align: "right", render: (point) => formatNumber(point.activeCustomers) },
              { title: "Νέοι", key: "newCustomers", align: "right", render: (point) => formatNumber(point.newCustomers) },
              { title: "Επέστρεψαν", key: "returningCustomers", align: "right", render: (point) => formatNumber(point.returningCustomers) },
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
            <Stats
              items={[
                { title: "Μέσο διάστημα", value: formatAverageGap(visits?.averageGapDays) },
                { title: "Επισκέψεις", value: formatNumber(visits?.visits ?? 0) },
                { title: "Επισκέψεις ανά πελάτη", value: visits && visits.activeCustomers > 0 ? formatDecimal(visits.visits / visits.activeCustomers) : "-" },
              ]}
            />
            <CategoryChart data={groups.map((group) => ({ label: group.label, value: group.visits }))} name="Επισκέψεις" format={formatNumber} />
          </>
        }
        table={
          <DataTable
            rowKey={(group) => group.label}
            rows={groups}
            columns={[
              { title: "Μέρες από την προηγούμενη επίσκεψη", key: "label", render: (group) => group.label },
              { title: "Επισκέψεις", key: "visits", align: "right", render: (group) => formatNumber(group.visits) },
              { title: "Ποσοστό", key: "share", align: "right", render: (group) => (gapVisits ? formatPercent(group.visits / gapVisits) : "-") },
            ]}
          />
        }
      />
    </>
  );
}
