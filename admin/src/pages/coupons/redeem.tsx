// /admin/coupons: redeem a coupon by its code. Built for a barcode scanner that types the code and
// presses Enter: the field keeps the focus and is empty again after every attempt. Plain controls
// (components/counter); only the toasts use antd, loaded after the page is on screen.
import { BarcodeOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CounterField, CounterInput, CounterSubmit } from "../../components/counter/CounterField";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { REDEEM_FAILURE_MESSAGE, REDEEM_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { errorMessage } from "../../lib/errors";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { RedeemedCoupon } from "./RedeemedCoupon";

type Attempt =
  | { ok: true; coupon: RouterOutputs["coupon"]["redeem"] }
  | { ok: false; code: string; reason: string };

const feedback = () => import("../../components/feedback/feedback");

export default function RedeemCouponPage() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const queryClient = useQueryClient();
  // The toasts' code arrives while the cashier types the first code, not after it is sent.
  useEffect(() => void feedback().catch(() => undefined), []);

  const redeem = useMutation((code: string) => trpc.coupon.redeem.mutate({ code }), {
    onSuccess: (coupon) => {
      setAttempt({ ok: true, coupon });
      void feedback().then(({ toast }) => toast.success(REDEEM_SUCCESS_MESSAGE, coupon.title, { announce: false }));
      void queryClient.invalidateQueries(["coupon.get"]);
      void queryClient.invalidateQueries(["coupon.stampsGet"]);
    },
    onError: (error, code) => {
      const reason = errorMessage(error);
      setAttempt({ ok: false, code, reason });
      void feedback().then(({ toast }) => toast.error(REDEEM_FAILURE_MESSAGE, reason, { announce: false }));
    },
    onSettled: (_data, _error, submitted) => {
      // A scanner may already be typing the next code: clear only the one that was sent.
      setCode((current) => (current === submitted ? "" : current));
      inputRef.current?.focus();
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = code.trim();
    if (!value || redeem.isLoading) return;
    redeem.mutate(value);
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
