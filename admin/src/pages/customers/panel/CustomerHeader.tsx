// Who the customer is and what they hold: points, stamps and coupons waiting to be used.
import { Col, Row, Space, Statistic, Tag, Typography } from "antd";
import { formatPhone } from "@shared/phone.js";
import { Heading } from "../../../components/Heading";
import { formatDate, formatDateTime } from "../../../lib/dates";
import { customerName } from "../customerName";
import { useUnusedCoupons, useUnusedStampCoupons, type Customer } from "./queries";

export function CustomerHeader({ customer }: { customer: Customer }) {
  const coupons = useUnusedCoupons(customer.id);
  const stampCoupons = useUnusedStampCoupons(customer.id);
  const couponCount = coupons.data && stampCoupons.data ? coupons.data.pages[0].total + stampCoupons.data.pages[0].total : undefined;
  const name = customerName(customer);
  return (
    <Space direction="vertical" size={12} style={{ width: "100%" }}>
      <div>
        <Heading level={2} look={4} style={{ margin: 0 }}>
          {name ?? formatPhone(customer.phone)}
        </Heading>
        <Space size={[8, 4]} wrap>
          {name && <Typography.Text type="secondary">{formatPhone(customer.phone)}</Typography.Text>}
          <Typography.Text type="secondary">Πελάτης από {formatDate(customer.createdAt)}</Typography.Text>
          {customer.lastVisitAt && <Typography.Text type="secondary">· Τελευταία επίσκεψη {formatDateTime(customer.lastVisitAt)}</Typography.Text>}
          {customer.oldCustomer && <Tag color="gold">Παλιός πελάτης</Tag>}
          {customer.user && <Tag color="blue">Χρήστης εφαρμογής</Tag>}
        </Space>
      </div>
      <Row gutter={12}>
        <Col span={8}>
          <Statistic title="Πόντοι" value={customer.points} groupSeparator="." />
        </Col>
        <Col span={8}>
          <Statistic title="Στάμπες" value={customer.stamps} groupSeparator="." />
        </Col>
        <Col span={8}>
          <Statistic title="Κουπόνια" value={couponCount ?? "-"} loading={couponCount === undefined && coupons.isLoading} />
        </Col>
      </Row>
    </Space>
  );
}
