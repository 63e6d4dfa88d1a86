// Who a history row is about: the phone as people write it (or «Πελάτης που αποχώρησε») and the name,
// opening the customer's panel for whoever may see it.
import { useCan, useNavigation } from "@refinedev/core";
import { Space, Typography } from "antd";
import { Link } from "react-router-dom";
import { formatPhone } from "@shared/phone.js";

/** phone null: the person left the shop from the wallet. */
export type HistoryCustomer = { id: string; phone: string | null; firstName: string | null; lastName: string | null; user?: { name: string | null } | null };

export function customerNameOf(customer: HistoryCustomer): string | null {
  return [customer.firstName, customer.lastName].filter(Boolean).join(" ") || customer.user?.name || null;
}

export function CustomerCell({ customer }: { customer: HistoryCustomer }) {
  const { showUrl } = useNavigation();
  const linked = useCan({ resource: "customers", action: "show" }).data?.can === true;
  const name = customerNameOf(customer);
  const phone = formatPhone(customer.phone);
  const who = (
    <Space direction="vertical" size={0}>
      <span>{phone}</span>
      {name ? <Typography.Text type="secondary">{name}</Typography.Text> : null}
    </Space>
  );
  return linked ? <Link to={showUrl("customers", customer.id)}>{who}</Link> : who;
}
