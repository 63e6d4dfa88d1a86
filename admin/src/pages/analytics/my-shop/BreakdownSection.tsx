// The period by store and by tag, and the rewards customers chose most.
import { DataTable } from "../../../components/plain/DataTable";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { AnalyticsCard } from "../AnalyticsCard";
import { formatCents, formatNumber } from "../format";
import { exportHref, type Period } from "../period";
import { useShopBreakdown } from "../queries";

type Breakdown = RouterOutputs["analytics"]["shopBreakdown"];
type Sales = { name: string; purchases: number; revenue: string; stampPurchases: number };

function SalesTable({ title, rows, empty }: { title: string; rows: Sales[]; empty: string }) {
  return (
    <DataTable<Sales>
      rowKey={(row) => row.name}
      rows={rows}
      empty={empty}
      caption={<strong>{title}</strong>}
      columns={[
        { title: "Όνομα", key: "name", render: (row) => row.name },
        { title: "Συναλλαγές", key: "purchases", align: "right", render: (row) => formatNumber(row.purchases) },
        { title: "Έσοδα", key: "revenue", align: "right", render: (row) => formatCents(row.revenue) },
        { title: "Στάμπες", key: "stampPurchases", align: "right", render: (row) => formatNumber(row.stampPurchases) },
      ]}
    />
  );
}

export function BreakdownSection({ period }: { period: Period }) {
  const breakdown = useShopBreakdown(period);
  const data: Breakdown | undefined = breakdown.data;
  const state = {
    loading: breakdown.isLoading,
    error: breakdown.error,
    onRetry: () => void breakdown.refetch(),
    csv: exportHref("analytics-breakdown", period),
  };
  return (
    <>
      <AnalyticsCard title="Ανά υποκατάστημα και ετικέτα" {...state}>
        <div className="analytics-split analytics-split-halves">
          <SalesTable title="Υποκαταστήματα" rows={data?.stores ?? []} empty="Καμία συναλλαγή στην περίοδο." />
          <SalesTable title="Ετικέτες" rows={(data?.tags ?? []).map((tag) => ({ ...tag, name: tag.label }))} empty="Καμία συναλλαγή με ετικέτα στην περίοδο." />
        </div>
      </AnalyticsCard>
      <AnalyticsCard title="Κορυφαίες ανταμοιβές" {...state}>
        <DataTable
          rowKey={(row) => `${row.kind}-${row.rewardId ?? "other"}`}
          rows={data?.rewards}
          empty="Κανένα κουπόνι στην περίοδο."
          columns={[
            { title: "Ανταμοιβή", key: "title", render: (row) => row.title },
            { title: "Είδος", key: "kind", render: (row) => (row.kind === "points" ? "Πόντοι" : "Στάμπες") },
            { title: "Κουπόνια", key: "coupons", align: "right", render: (row) => formatNumber(row.coupons) },
            { title: "Εξαργυρώθηκαν", key: "redeemed", align: "right", render: (row) => formatNumber(row.redeemed) },
            { title: "Πόντοι ή στάμπες", key: "spent", align: "right", render: (row) => formatNumber(row.spent) },
          ]}
        />
      </AnalyticsCard>
    </>
  );
}
