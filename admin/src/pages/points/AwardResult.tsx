// What the cashier tells the customer after an award: what was earned, the new balance, any gifts.
import { GiftOutlined, StarFilled } from "../../components/plain/icons";
import { formatCents } from "@shared/money.js";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { Heading } from "../../components/Heading";
import type { CustomOutput } from "../../providers/procedures";
import { pointsText, stampsText } from "./wording";

/** `name`: the customer's name as the preview showed it (null: none known). */
export type AwardOutcome = { name?: string | null } & (
  | { kind: "points"; data: CustomOutput<"transaction.add"> }
  | { kind: "stamps"; data: CustomOutput<"transaction.addStamp"> }
);

export function AwardResult({ outcome, stampsShown }: { outcome: AwardOutcome; stampsShown: boolean }) {
  const { customer } = outcome.data;
  const count = outcome.kind === "points" ? pointsText : stampsText;
  const stampToo = outcome.kind === "points" && outcome.data.transaction.stamp;
  const earned = outcome.kind === "points" ? `+${pointsText(outcome.data.transaction.points)}${stampToo ? ", +1 στάμπα" : ""}` : `+${stampsText(1)}`;
  const { gifts } = outcome.data;
  const initiation = "initiation" in gifts ? gifts.initiation : undefined;
  const coupons = outcome.kind === "points" ? outcome.data.gifts.coupons : [];

  return (
    <div data-testid="award-result" className="counter-card counter-result-card">
      <div className="counter-result-who">
        <Heading level={2} look={4} style={{ margin: 0 }}>
          {outcome.name ?? customer.phone}
        </Heading>
        {outcome.name ? <span className="counter-muted">{customer.phone}</span> : null}
        {customer.created ? (
          <span className="plain-tag plain-tag-green counter-result-new">
            <StarFilled aria-hidden /> Νέος πελάτης
          </span>
        ) : null}
      </div>
      <div className="counter-result-figures">
        <div>
          <span className="counter-muted">Κέρδισε</span>
          <div className="counter-result-figure">{earned}</div>
        </div>
        <div>
          <span className="counter-muted">Νέο υπόλοιπο</span>
          <div className="counter-result-figure" data-testid="award-balance">
            {outcome.kind === "points" || !stampsShown ? <div>{pointsText(customer.points)}</div> : null}
            {stampsShown ? <div>{stampsText(customer.stamps)}</div> : null}
          </div>
        </div>
      </div>
      {outcome.kind === "points" ? <p className="counter-result-purchase counter-muted">Αγορά {formatCents(outcome.data.transaction.amount)}</p> : null}
      {initiation || coupons.length ? (
        <div className="counter-result-gifts">
          {initiation ? <ResultAlert type="success" Icon={GiftOutlined} message={`Δώρο καλωσορίσματος: +${count(initiation)}`} /> : null}
          {coupons.map((coupon) => (
            <ResultAlert key={coupon.code} type="info" Icon={GiftOutlined} message={`Δώρο κουπόνι: ${coupon.title}`} description={`Κωδικός ${coupon.code}`} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
