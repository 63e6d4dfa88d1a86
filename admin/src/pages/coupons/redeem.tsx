// /admin/coupons: redeem a coupon by its code. Built for a barcode scanner that types the code and
// presses Enter: the field keeps the focus and is empty again after every attempt.
import { BarcodeOutlined } from "@ant-design/icons";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, type InputRef } from "antd";
import { useRef, useState } from "react";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { toast } from "../../components/feedback/feedback";
import { REDEEM_FAILURE_MESSAGE, REDEEM_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { errorMessage } from "../../lib/errors";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { RedeemedCoupon } from "./RedeemedCoupon";

type Attempt =
  | { ok: true; coupon: RouterOutputs["coupon"]["redeem"] }
  | { ok: false; code: string; reason: string };

export default function RedeemCouponPage() {
  const inputRef = useRef<InputRef>(null);
  const [code, setCode] = useState("");
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const queryClient = useQueryClient();

  const redeem = useMutation((code: string) => trpc.coupon.redeem.mutate({ code }), {
    onSuccess: (coupon) => {
      setAttempt({ ok: true, coupon });
      toast.success(REDEEM_SUCCESS_MESSAGE, coupon.title, { announce: false });
      void queryClient.invalidateQueries(["coupon.get"]);
      void queryClient.invalidateQueries(["coupon.stampsGet"]);
    },
    onError: (error, code) => {
      const reason = errorMessage(error);
      setAttempt({ ok: false, code, reason });
      toast.error(REDEEM_FAILURE_MESSAGE, reason, { announce: false });
    },
    onSettled: (_data, _error, submitted) => {
      // A scanner may already be typing the next code: clear only the one that was sent.
      setCode((current) => (current === submitted ? "" : current));
      inputRef.current?.focus();
    },
  });

  function submit() {
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
          <ResultAlert
            type="error"
            message={REDEEM_FAILURE_MESSAGE}
            description={`${attempt.reason} (κωδικός ${attempt.code})`}
          />
        ) : null
      }
    >
      <Form layout="vertical" requiredMark={false} onFinish={submit} size="large">
        <Form.Item label="Κωδικός κουπονιού">
          <Input
            ref={inputRef}
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
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          className="counter-submit"
          loading={redeem.isLoading}
          disabled={redeem.isLoading || !code.trim()}
        >
          Εξαργύρωση
        </Button>
      </Form>
    </CounterPanel>
  );
}
