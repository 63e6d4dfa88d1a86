// What the cashier tells the customer after an award: what was earned, the new balance, any gifts.
import { GiftOutlined, StarFilled } from "@ant-design/icons";
import { Card, Col, Row, Space, Tag, Typography } from "antd";
import { formatCents } from "../../../../server/src/shared/money.js";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { Heading } from "../../components/Heading";
import type { RouterOutputs } from "../../lib/trpc";
import { pointsText, stampsText } from "./wording";

export type AwardOutcome =
  | { kind: "points"; data: RouterOutputs["transaction"]["add"] }
  | { kind: "stamps"; data: RouterOutputs["transaction"]["addStamp"] };

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div className="counter-result-figure">{value}</div>
    </div>
  );
}

export function AwardResult({ outcome }: { outcome: AwardOutcome }) {
  const { customer } = outcome.data;
  const count = outcome.kind === "points" ? pointsText : stampsText;
  const earned = outcome.kind === "points" ? outcome.data.transaction.points : 1;
  const balance = outcome.kind === "points" ? customer.points : customer.stamps;
  const { gifts } = outcome.data;
  const initiation = "initiation" in gifts ? gifts.initiation : undefined;
  const coupons = outcome.kind === "points" ? outcome.data.gifts.coupons : [];

  return (
    <Card data-testid="award-result">
      <Space wrap align="center" style={{ marginBottom: 12 }}>
        <Heading level={2} look={4} style={{ margin: 0 }}>
          {customer.phone}
        </Heading>
        {customer.created ? (
          <Tag color="green" icon={<StarFilled aria-hidden />} style={{ fontSize: 14, padding: "2px 8px" }}>
            Νέος πελάτης
          </Tag>
        ) : null}
      </Space>
      <Row gutter={[16, 12]}>
        <Col xs={12}>
          <Figure label="Κέρδισε" value={`+${count(earned)}`} />
        </Col>
        <Col xs={12}>
          <Figure label="Νέο υπόλοιπο" value={count(balance)} />
        </Col>
      </Row>
      {outcome.kind === "points" ? (
        <Typography.Paragraph type="secondary" style={{ margin: "8px 0 0" }}>
          Αγορά {formatCents(outcome.data.transaction.amount)}
        </Typography.Paragraph>
      ) : null}
      {initiation || coupons.length ? (
        <Space direction="vertical" style={{ width: "100%", marginTop: 16 }}>
          {initiation ? (
            <ResultAlert type="success" Icon={GiftOutlined} message={`Δώρο καλωσορίσματος: +${count(initiation)}`} />
          ) : null}
          {coupons.map((coupon) => (
            <ResultAlert
              key={coupon.code}
              type="info"
              Icon={GiftOutlined}
              message={`Δώρο κουπόνι: ${coupon.title}`}
              description={`Κωδικός ${coupon.code}`}
            />
          ))}
        </Space>
      ) : null}
    </Card>
  );
}
