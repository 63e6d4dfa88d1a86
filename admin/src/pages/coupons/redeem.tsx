// /admin/coupons: redeem a coupon by its code. Built for a barcode scanner that types the code and
// presses Enter: the field keeps the focus and is empty again after every attempt. Plain controls
// (components/counter); only the toasts use antd, loaded after the page is on screen.
import { BarcodeOutlined } from "../../components/plain/icons";
import { useInvalidate } from "@refinedev/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CounterField, CounterInput, CounterSubmit } from "../../components/counter/CounterField";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { REDEEM_FAILURE_MESSAGE, REDEEM_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { errorMessage } from "../../lib/errors";
import { useCustomCall } from "../../providers/customCalls";
import type { CustomOutput } from "../../providers/procedures";
import { RedeemedCoupon } from "./RedeemedCoupon";

type Attempt = { ok: true; coupon: CustomOutput<"coupon.redeem"> } | { ok: false; code: string; reason: string };

const feedback = () => import("../../components/feedback/feedback");

export default function RedeemCouponPage() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const invalidate = useInvalidate();
  // The page's own toasts (below) say how a redemption went, announced by the result: none from Refine.
  const redeem = useCustomCall({ errorNotification: false });
  // The toasts' code arrives while the cashier types the first code, not after it is sent.
  useEffect(() => void feedback().catch(() => undefined), []);

  function redeemed(coupon: CustomOutput<"coupon.redeem">) {
    setAttempt({ ok: true, coupon });
    void feedback().then(({ toast }) => toast.success(REDEEM_SUCCESS_MESSAGE, coupon.title, { announce: false }));
    void invalidate({ resource: "history-coupons", invalidates: ["list"] });
    void invalidate({ resource: "history-stamps-coupons", invalidates: ["list"] });
  }

  function refused(error: unknown, code: string) {
    const reason = errorMessage(error);
    setAttempt({ ok: false, code, reason });
    void feedback().then(({ toast }) => toast.error(REDEEM_FAILURE_MESSAGE, reason, { announce: false }));
  }

  function settled(submitted: string) {
    // A scanner may already be typing the next code: clear only the one that was sent.
    setCode((current) => (current === submitted ? "" : current));
    inputRef.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value || redeem.isLoading) return;
    void redeem
      .run("coupon.redeem", { code: value })
      .then(redeemed, (error: unknown) => refused(error, value))
      .finally(() => settled(value));
  }

  return (
    <CounterPanel
      title="Εξαργύρωση κουπονιού"
      subtitle="Σαρώστε ή πληκτρολογήστε τον κωδικό του κουπονιού."
      resultPlaceholder="Εδώ θα δείτε το κουπόνι και τον πελάτη μετά την εξαργύρωση."
      result={
        attempt?.ok ? (
          <RedeemedCoupon coupon={attempt.coupon} />
        ) : attempt ? (
          <ResultAlert type="error" message={REDEEM_FAILURE_MESSAGE} description={`${attempt.reason} (κωδικός ${attempt.code})`} />
        ) : null
      }
    >
      <form onSubmit={submit} noValidate>
        <CounterField id="coupon-code" label="Κωδικός κουπονιού">
          <CounterInput
            ref={inputRef}
            id="coupon-code"
            className="counter-code"
            autoFocus
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="done"
            placeholder="π.χ. P7K2M9XQ4H"
            prefix={<BarcodeOutlined />}
            aria-label="Κωδικός κουπονιού"
          />
        </CounterField>
        <CounterSubmit loading={redeem.isLoading} disabled={!code.trim()}>
          Εξαργύρωση
        </CounterSubmit>
      </form>
    </CounterPanel>
  );
}
