// What the cashier tells the customer after an award: what was earned, the new balance, any gifts.
import { GiftOutlined, StarFilled } from "@ant-design/icons";
import { Card, Col, Row, Space, Tag, Typography } from "antd";
import { formatCents } from "../../../../server/src/shared/money.js";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { Heading } from "../../components/Heading";
import type { RouterOutputs } from "../../lib/trpc";
import { pointsText, stampsText } from "./wording";

/** `name`: the customer's name as the preview showed it (null: none known). */
export type AwardOutcome = { name?: string | null } & (
  | { kind: "points"; data: RouterOutputs["transaction"]["add"] }
  | { kind: "stamps"; data: RouterOutputs["transaction"]["addStamp"] }
);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <div className="counter-result-figure">{value}</div>
    </div>
  );
}

export function AwardResult({ outcome, stampsShown }: { outcome: AwardOutcome; stampsShown: boolean }) {
  const { customer } = outcome.data;
  const count = outcome.kind === "points" ? pointsText : stampsText;
  const stampToo = outcome.kind === "points" && outcome.data.transaction.stamp;
  const earned = outcome.kind === "points" ? `+${pointsText(outcome.data.transaction.points)}${stampToo ? ", +1 στάμπα" : ""}` : `+${stampsText(1)}`;
  const { gifts } = outcome.data;
  const initiation = "initiation" in gifts ? gifts.initiation : undefined;
  const coupons = outcome.kind === "points" ? outcome.data.gifts.coupons : [];

  return (
    <Card data-testid="award-result" className="counter-result-card">
      <Space wrap align="center" className="counter-result-who">
        <Heading level={2} look={4} style={{ margin: 0 }}>
          {outcome.name ?? customer.phone}
        </Heading>
        {outcome.name ? <Typography.Text type="secondary">{customer.phone}</Typography.Text> : null}
        {customer.created ? (
          <Tag color="green" icon={<StarFilled aria-hidden />} style={{ fontSize: 14, padding: "2px 8px" }}>
            Νέος πελάτης
          </Tag>
        ) : null}
      </Space>
      <Row gutter={[16, 12]}>
        <Col xs={12}>
          <Figure label="Κέρδισε" value={earned} />
        </Col>
        <Col xs={12}>
          <Typography.Text type="secondary">Νέο υπόλοιπο</Typography.Text>
          <div className="counter-result-figure" data-testid="award-balance">
            {outcome.kind === "points" || !stampsShown ? <div>{pointsText(customer.points)}</div> : null}
            {stampsShown ? <div>{stampsText(customer.stamps)}</div> : null}
          </div>
        </Col>
      </Row>
      {outcome.kind === "points" ? (
        <Typography.Paragraph className="counter-result-purchase" type="secondary" style={{ margin: "8px 0 0" }}>
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
