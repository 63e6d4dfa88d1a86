// The coupon just redeemed: what to hand over, and to whom.
import { CheckCircleFilled } from "@ant-design/icons";
import { Card, Descriptions, Flex, Typography } from "antd";
import { formatDateTime } from "../../lib/dates";
import type { RouterOutputs } from "../../lib/trpc";

type Coupon = RouterOutputs["coupon"]["redeem"];

function customerName({ firstName, lastName }: Coupon["customer"]): string | null {
  return [firstName, lastName].filter(Boolean).join(" ") || null;
}

export function RedeemedCoupon({ coupon }: { coupon: Coupon }) {
  const name = customerName(coupon.customer);
  return (
    <Card data-testid="redeemed-coupon">
      <Flex gap={14} align="flex-start">
        <CheckCircleFilled aria-hidden style={{ fontSize: 32, color: "#16a34a", marginTop: 4 }} />
        <div style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">Εξαργυρώθηκε</Typography.Text>
          <div className="counter-result-figure">{coupon.title}</div>
        </div>
      </Flex>
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label="Πελάτης">
          {coupon.customer.phone}
          {name ? ` · ${name}` : ""}
        </Descriptions.Item>
        <Descriptions.Item label="Κωδικός">{coupon.code}</Descriptions.Item>
        {coupon.usedAt ? <Descriptions.Item label="Ώρα">{formatDateTime(coupon.usedAt)}</Descriptions.Item> : null}
      </Descriptions>
    </Card>
  );
}
