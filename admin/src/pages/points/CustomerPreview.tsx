// Who the cashier is about to reward, shown as the phone is typed (debounced): name, balances, coupons
// ready to redeem and rewards affordable now; or «Νέος πελάτης», so a mistyped phone shows before commit.
import { useQuery } from "@tanstack/react-query";
import { Flex, Skeleton, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { normalisePhone } from "../../../../server/src/shared/phone.js";
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { pointsText, stampsText } from "./wording";

export type Preview = RouterOutputs["transaction"]["customerPreview"];

const TYPING_PAUSE_MS = 300;

/** The phone (E.164) once typing pauses on a valid one; null otherwise. */
function usePausedPhone(text: string | undefined): string | null {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    const next = normalisePhone(text ?? "");
    if (!next) return setPhone(null);
    const timer = setTimeout(() => setPhone(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return phone;
}

/** The preview of the phone being typed: `data` is undefined while unknown, null for a new customer. */
export function useCustomerPreview(text: string | undefined) {
  const phone = usePausedPhone(text);
  const typed = normalisePhone(text ?? "");
  const query = useQuery(["transaction.customerPreview", phone], () => trpc.transaction.customerPreview.query({ phone: phone! }), {
    enabled: phone !== null,
    staleTime: 0,
  });
  // A preview of a phone no longer in the field is not shown.
  const current = phone !== null && phone === typed;
  return { phone: current ? phone : null, data: current ? query.data : undefined, loading: current && query.isLoading };
}

export function previewName(preview: NonNullable<Preview>): string | null {
  return [preview.firstName, preview.lastName].filter(Boolean).join(" ") || preview.userName || null;
}

export function CustomerPreview({ preview, stamps }: { preview: ReturnType<typeof useCustomerPreview>; stamps: boolean }) {
  if (!preview.phone) return null;
  if (preview.loading) return <Skeleton active title={false} paragraph={{ rows: 1 }} />;
  const customer = preview.data;
  if (customer === undefined) return null;
  if (customer === null) {
    return (
      <div className="counter-customer" data-testid="customer-preview">
        <Tag color="gold" style={{ fontSize: 15, padding: "2px 10px" }}>
          Νέος πελάτης
        </Tag>
        <Typography.Text type="secondary"> Δεν υπάρχει πελάτης με αυτό το τηλέφωνο.</Typography.Text>
      </div>
    );
  }
  return (
    <div className="counter-customer" data-testid="customer-preview">
      <Flex wrap gap="4px 12px" align="baseline">
        <Typography.Text strong style={{ fontSize: 17 }}>
          {previewName(customer) ?? "Χωρίς όνομα"}
        </Typography.Text>
        <Typography.Text>{pointsText(customer.points)}</Typography.Text>
        {stamps ? <Typography.Text>{stampsText(customer.stamps)}</Typography.Text> : null}
      </Flex>
      {customer.coupons.length ? (
        <div>
          <Typography.Text type="secondary">Κουπόνια για εξαργύρωση: </Typography.Text>
          {customer.coupons.map((coupon) => `${coupon.title} (${coupon.code})`).join(", ")}
        </div>
      ) : null}
      {customer.rewards.length ? (
        <div>
          <Typography.Text type="secondary">Μπορεί να πάρει τώρα: </Typography.Text>
          {customer.rewards.map((reward) => reward.title).join(", ")}
        </div>
      ) : null}
    </div>
  );
}
