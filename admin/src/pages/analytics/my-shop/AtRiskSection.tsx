// Customers at risk: regulars who have stayed away longer than they usually do, most recently lapsed first.
import { DataTable } from "../../../components/plain/DataTable";
import { Link } from "react-router-dom";
import { formatPhone } from "@shared/phone.js";
import { useCan, useNavigation } from "@refinedev/core";
import type { RouterOutputs } from "../../../lib/routerTypes";
import { AnalyticsCard } from "../AnalyticsCard";
import { formatDay, formatNumber } from "../format";
import { exportHref } from "../period";
import { useAtRisk } from "../queries";
import { countText } from "@shared/counts.js";

type Customer = RouterOutputs["analytics"]["atRisk"]["customers"][number];

const name = (customer: Customer) => [customer.firstName, customer.lastName].filter(Boolean).join(" ") || formatPhone(customer.phone);

export function AtRiskSection() {
  const atRisk = useAtRisk();
  const linked = useCan({ resource: "customers", action: "show" }).data?.can === true;
  const { showUrl } = useNavigation();
  const customerPage = (customer: Customer) => showUrl("customers", customer.id);
  return (
    <AnalyticsCard
      title="Πελάτες σε κίνδυνο"
      csv={exportHref("analytics-at-risk")}
      loading={atRisk.isLoading}
      error={atRisk.error}
      onRetry={() => void atRisk.refetch()}
      testId="analytics-at-risk"
    >
      <p className="analytics-note">
        Πελάτες με δύο ή περισσότερες επισκέψεις που λείπουν περισσότερο από όσο συνήθως. Σύνολο σήμερα:{" "}
        <strong>{formatNumber(atRisk.data?.total ?? 0)}</strong>
        {atRisk.data && atRisk.data.total > atRisk.data.customers.length
          ? ` (εμφανίζονται οι ${atRisk.data.customers.length} πιο πρόσφατοι· όλοι στο CSV)`
          : ""}
      </p>
      <DataTable<Customer>
        rowKey={(customer) => customer.id}
        rows={atRisk.data?.customers}
        pageSize={10}
        empty="Κανένας πελάτης σε κίνδυνο."
        columns={[
          { title: "Πελάτης", key: "name", render: (customer) => (linked ? <Link to={customerPage(customer)}>{name(customer)}</Link> : name(customer)) },
          { title: "Τηλέφωνο", key: "phone", render: (customer) => formatPhone(customer.phone) },
          { title: "Τελευταία επίσκεψη", key: "lastVisit", render: (customer) => formatDay(customer.lastVisit) },
          {
            title: "Συνήθως κάθε",
            key: "usualGapDays",
            align: "right",
            render: (customer) => countText(customer.usualGapDays, "day", { decimals: { max: 1 } }),
          },
          { title: "Λείπει", key: "daysSinceLastVisit", align: "right", render: (customer) => countText(customer.daysSinceLastVisit, "day") },
        ]}
      />
    </AnalyticsCard>
  );
}
