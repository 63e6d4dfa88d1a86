// The period by store and by tag, and the rewards customers chose most.
import { Col, Row, Table, Typography } from "antd";
import type { RouterOutputs } from "../../../lib/trpc";
import { AnalyticsCard } from "../AnalyticsCard";
import { formatCents, formatNumber } from "../format";
import { exportHref, type Period } from "../period";
import { useShopBreakdown } from "../queries";

type Breakdown = RouterOutputs["analytics"]["shopBreakdown"];
type Sales = { name: string; purchases: number; revenue: string; stampPurchases: number };

function SalesTable({ title, rows, empty }: { title: string; rows: Sales[]; empty: string }) {
  return (
    <Table<Sales>
      size="small"
      rowKey="name"
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: empty }}
      title={() => <Typography.Text strong>{title}</Typography.Text>}
      columns={[
        { title: "Όνομα", dataIndex: "name" },
        { title: "Συναλλαγές", dataIndex: "purchases", align: "right", render: formatNumber },
        { title: "Έσοδα", dataIndex: "revenue", align: "right", render: formatCents },
        { title: "Στάμπες", dataIndex: "stampPurchases", align: "right", render: formatNumber },
      ]}
    />
  );
}

export function BreakdownSection({ period }: { period: Period }) {
  const breakdown = useShopBreakdown(period);
  const data: Breakdown | undefined = breakdown.data;
  const state = { loading: breakdown.isLoading, error: breakdown.error, onRetry: () => void breakdown.refetch(), csv: exportHref("analytics-breakdown", period) };
  return (
    <>
      <AnalyticsCard title="Ανά υποκατάστημα και ετικέτα" {...state}>
        <Row gutter={[24, 16]}>
          <Col xs={24} xl={12}>
            <SalesTable title="Υποκαταστήματα" rows={data?.stores ?? []} empty="Καμία συναλλαγή στην περίοδο." />
          </Col>
          <Col xs={24} xl={12}>
            <SalesTable title="Ετικέτες" rows={(data?.tags ?? []).map((tag) => ({ ...tag, name: tag.label }))} empty="Καμία συναλλαγή με ετικέτα στην περίοδο." />
          </Col>
        </Row>
      </AnalyticsCard>
      <AnalyticsCard title="Κορυφαίες ανταμοιβές" {...state}>
        <Table
          size="small"
          rowKey={(row) => `${row.kind}-${row.rewardId ?? "other"}`}
          dataSource={data?.rewards}
          pagination={false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: "Κανένα κουπόνι στην περίοδο." }}
          columns={[
            { title: "Ανταμοιβή", dataIndex: "title" },
            { title: "Είδος", dataIndex: "kind", render: (kind: string) => (kind === "points" ? "Πόντοι" : "Στάμπες") },
            { title: "Κουπόνια", dataIndex: "coupons", align: "right", render: formatNumber },
            { title: "Εξαργυρώθηκαν", dataIndex: "redeemed", align: "right", render: formatNumber },
            { title: "Πόντοι ή στάμπες", dataIndex: "spent", align: "right", render: formatNumber },
          ]}
        />
      </AnalyticsCard>
    </>
  );
}
