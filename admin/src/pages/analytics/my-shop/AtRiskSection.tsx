// Customers at risk: regulars who have stayed away longer than they usually do, most recently lapsed first.
import { Table, Typography } from "antd";
import { Link } from "react-router-dom";
import { findResource } from "../../../resources";
import type { RouterOutputs } from "../../../lib/trpc";
import { canUse } from "../../../viewer/access";
import { useViewer } from "../../../viewer/ViewerProvider";
import { customerPath } from "../../customers/paths";
import { AnalyticsCard } from "../AnalyticsCard";
import { formatDay, formatDecimal, formatNumber } from "../format";
import { exportHref } from "../period";
import { useAtRisk } from "../queries";

type Customer = RouterOutputs["analytics"]["atRisk"]["customers"][number];

const name = (customer: Customer) => [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.phone;

export function AtRiskSection() {
  const atRisk = useAtRisk();
  const viewer = useViewer();
  const customersPage = findResource("customers");
  const linked = customersPage !== undefined && canUse(customersPage, viewer);
  return (
    <AnalyticsCard
      title="Πελάτες σε κίνδυνο"
      csv={exportHref("analytics-at-risk")}
      loading={atRisk.isLoading}
      error={atRisk.error}
      onRetry={() => void atRisk.refetch()}
      testId="analytics-at-risk"
    >
      <Typography.Paragraph type="secondary">
        Πελάτες με δύο ή περισσότερες επισκέψεις που λείπουν περισσότερο από όσο συνήθως. Σύνολο σήμερα:{" "}
        <Typography.Text strong>{formatNumber(atRisk.data?.total ?? 0)}</Typography.Text>
        {atRisk.data && atRisk.data.total > atRisk.data.customers.length ? ` (εμφανίζονται οι ${atRisk.data.customers.length} πιο πρόσφατοι· όλοι στο CSV)` : ""}
      </Typography.Paragraph>
      <Table<Customer>
        size="small"
        rowKey="id"
        dataSource={atRisk.data?.customers}
        pagination={{ pageSize: 10, size: "small", hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: "Κανένας πελάτης σε κίνδυνο." }}
        columns={[
          { title: "Πελάτης", key: "name", render: (_, customer) => (linked ? <Link to={customerPath(customer.phone)}>{name(customer)}</Link> : name(customer)) },
          { title: "Τηλέφωνο", dataIndex: "phone" },
          { title: "Τελευταία επίσκεψη", dataIndex: "lastVisit", render: formatDay },
          { title: "Συνήθως κάθε", dataIndex: "usualGapDays", align: "right", render: (days: number) => `${formatDecimal(days)} μέρες` },
          { title: "Λείπει", dataIndex: "daysSinceLastVisit", align: "right", render: (days: number) => `${formatNumber(days)} μέρες` },
        ]}
      />
    </AnalyticsCard>
  );
}
