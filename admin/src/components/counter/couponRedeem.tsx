// Redeeming a coupon wherever the counter does it (/admin/coupons, the customer preview of the award
// pages): one call at a time, and one outcome for the result area. A refusal is said once, under the
// fixed heading, with what happened («Έχει ήδη εξαργυρωθεί στις …», «Άγνωστος κωδικός.»): no toast
// beside it, so a scanner's repeated codes never stack messages.
import { useInvalidate } from "@refinedev/core";
import { useRef, useState } from "react";
import { errorMessage } from "../../lib/errors";
import { useCustomCall } from "../../providers/customCalls";
import type { CustomOutput } from "../../providers/procedures";
import { REDEEM_FAILURE_MESSAGE } from "../feedback/messages";
import { RedeemedCoupon } from "./RedeemedCoupon";
import { ResultAlert } from "./ResultAlert";

export type RedeemAttempt = { ok: true; coupon: CustomOutput<"coupon.redeem"> } | { ok: false; code: string; reason: string };

export function useCouponRedeem() {
  const [attempt, setAttempt] = useState<RedeemAttempt | null>(null);
  const call = useCustomCall({ errorNotification: false });
  const invalidate = useInvalidate();
  // A double click arrives before the loading state is drawn: the second press is dropped here.
  const inFlight = useRef(false);

  async function redeem(code: string): Promise<RedeemAttempt | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    try {
      const next: RedeemAttempt = await call.run("coupon.redeem", { code }).then(
        (coupon) => ({ ok: true, coupon }),
        (error: unknown) => ({ ok: false, code, reason: errorMessage(error) }),
      );
      setAttempt(next);
      if (next.ok) {
        void invalidate({ resource: "history-coupons", invalidates: ["list"] });
        void invalidate({ resource: "history-stamps-coupons", invalidates: ["list"] });
      }
      return next;
    } finally {
      inFlight.current = false;
    }
  }

  return { attempt, redeem, busy: call.isLoading, clear: () => setAttempt(null) };
}

export function RedeemOutcome({ attempt }: { attempt: RedeemAttempt }) {
  if (attempt.ok) return <RedeemedCoupon coupon={attempt.coupon} />;
  return (
    <ResultAlert
      type="error"
      message={REDEEM_FAILURE_MESSAGE}
      description={
        <>
          {attempt.reason} <span className="counter-muted">Κωδικός {attempt.code}</span>
        </>
      }
    />
  );
}
