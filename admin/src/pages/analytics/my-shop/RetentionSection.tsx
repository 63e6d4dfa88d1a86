// Monthly cohorts: the customers whose first visit fell in each month of the period and the share of
// them who came back in each following month.
import { DataTable, type Column } from "../../../components/plain/DataTable";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { AnalyticsCard } from "../AnalyticsCard";
import { formatNumber, formatPercent, monthLabel } from "../format";
import { exportHref, type Period } from "../period";
import { useShopRetention } from "../queries";
import { shareColors } from "../shareColors";

type Cohort = RouterOutputs["analytics"]["shopRetention"]["cohorts"][number];

export function RetentionSection({ period }: { period: Period }) {
  const retention = useShopRetention(period);
  const cohorts = retention.data?.cohorts ?? [];
  const months = cohorts[0]?.returned.length ?? 0;
  const columns: Column<Cohort>[] = [
    { title: "Πρώτη επίσκεψη", key: "month", sticky: true, render: (cohort) => monthLabel(cohort.month) },
    { title: "Νέοι πελάτες", key: "customers", align: "right", render: (cohort) => formatNumber(cohort.customers) },
    ...Array.from({ length: months }, (_, index) => ({
      title: `+${index + 1} ${index === 0 ? "μήνας" : "μήνες"}`,
      key: `m${index}`,
      align: "center" as const,
      render: (cohort: Cohort) => {
        if (index >= cohort.returned.length) return null;
        const share = cohort.customers > 0 ? cohort.returned[index] / cohort.customers : 0;
        return (
          <span
            title={`${formatNumber(cohort.returned[index])} από ${formatNumber(cohort.customers)}`}
            style={{ display: "block", padding: "2px 6px", borderRadius: 4, ...shareColors(share) }}
          >
            {cohort.customers > 0 ? formatPercent(share) : "-"}
          </span>
        );
      },
    })),
  ];
  return (
    <AnalyticsCard
      title="Διατήρηση πελατών"
      csv={exportHref("analytics-retention", period)}
      loading={retention.isLoading}
      error={retention.error}
      onRetry={() => void retention.refetch()}
    >
      <p className="analytics-note">Για κάθε μήνα της περιόδου: οι πελάτες που ήρθαν πρώτη φορά και το ποσοστό τους που ξαναήρθε τους επόμενους μήνες.</p>
      <DataTable<Cohort> className="analytics-cohort" rowKey={(cohort) => cohort.month} rows={cohorts} columns={columns} />
    </AnalyticsCard>
  );
}
