// Monthly cohorts: the customers whose first visit fell in each month of the period and the share of
// them who came back in each following month.
import { Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { RouterOutputs } from "../../../lib/trpc";
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
  const columns: ColumnsType<Cohort> = [
    { title: "Πρώτη επίσκεψη", dataIndex: "month", fixed: "left", render: monthLabel },
    { title: "Νέοι πελάτες", dataIndex: "customers", align: "right", render: formatNumber },
    ...Array.from({ length: months }, (_, index) => ({
      title: `+${index + 1} ${index === 0 ? "μήνας" : "μήνες"}`,
      key: `m${index}`,
      className: "analytics-cohort-cell",
      render: (_: unknown, cohort: Cohort) => {
        if (index >= cohort.returned.length) return null;
        const share = cohort.customers > 0 ? cohort.returned[index] / cohort.customers : 0;
        return (
          <span title={`${formatNumber(cohort.returned[index])} από ${formatNumber(cohort.customers)}`} style={{ display: "block", padding: "2px 6px", borderRadius: 4, ...shareColors(share) }}>
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
      <Typography.Paragraph type="secondary">
        Για κάθε μήνα της περιόδου: οι πελάτες που ήρθαν πρώτη φορά και το ποσοστό τους που ξαναήρθε τους επόμενους μήνες.
      </Typography.Paragraph>
      <Table<Cohort> className="analytics-cohort" size="small" rowKey="month" dataSource={cohorts} columns={columns} pagination={false} scroll={{ x: "max-content" }} />
    </AnalyticsCard>
  );
}
