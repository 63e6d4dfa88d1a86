// The coupon just redeemed: what to hand over, and to whom.
import { CheckCircleFilled } from "../plain/icons";
import { formatDateTime } from "../../lib/dates";
import type { CustomOutput } from "../../providers/procedures";

type Coupon = CustomOutput<"coupon.redeem">;

function customerName({ firstName, lastName }: Coupon["customer"]): string | null {
  return [firstName, lastName].filter(Boolean).join(" ") || null;
}

export function RedeemedCoupon({ coupon }: { coupon: Coupon }) {
  const name = customerName(coupon.customer);
  return (
    <div data-testid="redeemed-coupon" className="counter-card counter-result-card">
      <div className="counter-redeemed">
        <CheckCircleFilled aria-hidden className="counter-redeemed-icon" />
        <div style={{ minWidth: 0 }}>
          <span className="counter-muted">Εξαργυρώθηκε</span>
          <div className="counter-result-figure">{coupon.title}</div>
        </div>
      </div>
      <dl className="counter-details">
        <div>
          <dt>Πελάτης</dt>
          <dd>
            {coupon.customer.phone}
            {name ? ` · ${name}` : ""}
          </dd>
        </div>
        <div>
          <dt>Κωδικός</dt>
          <dd>{coupon.code}</dd>
        </div>
        {coupon.usedAt ? (
          <div>
            <dt>Ώρα</dt>
            <dd>{formatDateTime(coupon.usedAt)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
