// What the cashier tells the customer after an award: what was earned, the new balance, any gifts.
import { GiftOutlined, StarFilled } from "../../components/plain/icons";
import { formatCents } from "@shared/money.js";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { Heading } from "../../components/Heading";
import type { CustomOutput } from "../../providers/procedures";
import { pointsText, stampsText } from "./wording";

/**
 * `name`: the customer's name as the preview showed it (null: none known); `receivedAt`: when this device
 * saw the answer (the undo is offered from then); `undone`: the cashier's «Αναίρεση» of it, once done.
 */
export type AwardOutcome = { name?: string | null; receivedAt: number; undone?: CustomOutput<"transaction.undo"> } & (
  | { kind: "points"; data: CustomOutput<"transaction.add"> }
  | { kind: "stamps"; data: CustomOutput<"transaction.addStamp"> }
);

/** Every gift the sale brought, each as the cashier tells the customer. */
function giftLines(outcome: AwardOutcome): { key: string; text: string; description?: string }[] {
  const welcome =
    outcome.kind === "points"
      ? { points: outcome.data.gifts.initiation, stamps: outcome.data.gifts.initiationStamps }
      : { points: outcome.data.gifts.initiationPoints, stamps: outcome.data.gifts.initiation };
  const welcomeParts = [welcome.points ? `+${pointsText(welcome.points)}` : null, welcome.stamps ? `+${stampsText(welcome.stamps)}` : null].filter(Boolean);
  const coupons = outcome.kind === "points" ? outcome.data.gifts.coupons : [];
  return [
    ...(welcomeParts.length ? [{ key: "welcome", text: `Δώρο καλωσορίσματος: ${welcomeParts.join(", ")}` }] : []),
    ...coupons.map((coupon) => ({ key: coupon.code, text: `Δώρο κουπόνι: ${coupon.title}`, description: `Κωδικός ${coupon.code}` })),
  ];
}

/** `undoFailure`: why the cashier's «Αναίρεση» was refused (null: not tried, or done). */
export function AwardResult({ outcome, stampsShown, undoFailure }: { outcome: AwardOutcome; stampsShown: boolean; undoFailure: string | null }) {
  const { undone } = outcome;
  // After «Αναίρεση» the balances are the ones the undo left.
  const customer = { ...outcome.data.customer, ...(undone?.customer ?? {}) };
  const stampToo = outcome.kind === "points" && outcome.data.transaction.stamp;
  const earned = outcome.kind === "points" ? `+${pointsText(outcome.data.transaction.points)}${stampToo ? ", +1 στάμπα" : ""}` : `+${stampsText(1)}`;
  const gifts = giftLines(outcome);

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
      {undoFailure ? <ResultAlert type="error" message="Η αγορά δεν αναιρέθηκε" description={undoFailure} /> : null}
      {undone ? <ResultAlert type="warning" message="Η αγορά αναιρέθηκε" description="Ο πελάτης δεν κρατά ό,τι κέρδισε από αυτήν." /> : null}
      <div className="counter-result-figures">
        <div>
          <span className="counter-muted">{undone ? "Είχε κερδίσει" : "Κέρδισε"}</span>
          <div className={undone ? "counter-result-figure counter-result-undone" : "counter-result-figure"}>{earned}</div>
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
      {gifts.length ? (
        <div className="counter-result-gifts" data-testid="award-gifts">
          {gifts.map((gift) => (
            <ResultAlert
              key={gift.key}
              type={gift.key === "welcome" ? "success" : "info"}
              Icon={GiftOutlined}
              message={gift.text}
              description={gift.description}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
