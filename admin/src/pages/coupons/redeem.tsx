// /admin/coupons: redeem a coupon by its code. Built for a barcode scanner that types the code and
// presses Enter: the field keeps the focus and is empty again after every attempt. Plain controls
// (components/counter); only the success toast uses antd, loaded after the page is on screen.
import { BarcodeOutlined } from "../../components/plain/icons";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CounterField, CounterInput, CounterSubmit } from "../../components/counter/CounterField";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { RedeemOutcome, useCouponRedeem } from "../../components/counter/couponRedeem";
import { REDEEM_SUCCESS_MESSAGE } from "../../components/feedback/messages";

const feedback = () => import("../../components/feedback/feedback");

export default function RedeemCouponPage() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const redeem = useCouponRedeem();
  // The toasts' code arrives while the cashier types the first code, not after it is sent.
  useEffect(() => void feedback().catch(() => undefined), []);

  function settled(submitted: string) {
    // A scanner may already be typing the next code: clear only the one that was sent.
    setCode((current) => (current === submitted ? "" : current));
    inputRef.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value || redeem.busy) return;
    void redeem
      .redeem(value)
      .then((attempt) => {
        // The success toast is the product's fixed sentence; a refusal is said by the result alone.
        if (attempt?.ok) void feedback().then(({ toast }) => toast.success(REDEEM_SUCCESS_MESSAGE, attempt.coupon.title, { announce: false }));
      })
      .finally(() => settled(value));
  }

  return (
    <CounterPanel
      title="Εξαργύρωση κουπονιού"
      subtitle="Σαρώστε ή πληκτρολογήστε τον κωδικό του κουπονιού."
      resultPlaceholder="Εδώ θα δείτε το κουπόνι και τον πελάτη μετά την εξαργύρωση."
      result={redeem.attempt ? <RedeemOutcome attempt={redeem.attempt} /> : null}
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
        <CounterSubmit loading={redeem.busy} disabled={!code.trim()}>
          Εξαργύρωση
        </CounterSubmit>
      </form>
    </CounterPanel>
  );
}
