// Who the cashier is about to reward, shown as the phone is typed (debounced): name, balances, coupons
// ready to redeem and rewards affordable now; or «Νέος πελάτης», so a mistyped phone shows before commit.
import { useEffect, useState } from "react";
import { useCustomQuery } from "../../providers/customCalls";
import type { CustomOutput } from "../../providers/procedures";
import type { PhoneRules } from "./phoneRules";
import { pointsText, stampsText } from "./wording";

export type Preview = CustomOutput<"transaction.customerPreview">;

const TYPING_PAUSE_MS = 300;
const noPhoneYet = () => null;

/** The phone (E.164) once typing pauses on a valid one; null otherwise (and until the rules have loaded). */
function usePausedPhone(text: string | undefined, normalise: PhoneRules["normalisePhone"]): string | null {
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    const next = normalise(text ?? "");
    if (!next) return setPhone(null);
    const timer = setTimeout(() => setPhone(next), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, normalise]);
  return phone;
}

/** The preview of the phone being typed: `data` is undefined while unknown, null for a new customer. */
export function useCustomerPreview(text: string | undefined, rules: PhoneRules | undefined) {
  const normalise = rules?.normalisePhone ?? noPhoneYet;
  const phone = usePausedPhone(text, normalise);
  const typed = normalise(text ?? "");
  // Read afresh for every pause (Refine's reads are stale at once): the balances change with each award.
  const query = useCustomQuery("transaction.customerPreview", { phone: phone ?? "" }, { enabled: phone !== null });
  // A preview of a phone no longer in the field is not shown.
  const current = phone !== null && phone === typed;
  return {
    phone: current ? phone : null,
    data: current ? query.data : undefined,
    loading: current && query.isLoading,
    /** After a change the preview shows (a redeemed coupon, an undone sale). */
    refresh: () => void query.refetch(),
  };
}

export function previewName(preview: NonNullable<Preview>): string | null {
  return [preview.firstName, preview.lastName].filter(Boolean).join(" ") || preview.userName || null;
}

type PreviewProps = {
  preview: ReturnType<typeof useCustomerPreview>;
  stamps: boolean;
  /** Redeems a listed coupon by its code; `busy` while one is being redeemed. */
  redeem: { run: (code: string) => void; busy: boolean };
};

export function CustomerPreview({ preview, stamps, redeem }: PreviewProps) {
  if (!preview.phone) return null;
  if (preview.loading) return <div className="counter-skeleton" aria-hidden />;
  const customer = preview.data;
  if (customer === undefined) return null;
  if (customer === null) {
    return (
      <div className="counter-customer" data-testid="customer-preview">
        <span className="plain-tag plain-tag-gold counter-customer-new">Νέος πελάτης</span>
        <span className="counter-muted"> Δεν υπάρχει πελάτης με αυτό το τηλέφωνο.</span>
      </div>
    );
  }
  return (
    <div className="counter-customer" data-testid="customer-preview">
      <div className="counter-customer-line">
        <strong className="counter-customer-name">{previewName(customer) ?? "Χωρίς όνομα"}</strong>
        <span>{pointsText(customer.points)}</span>
        {stamps ? <span>{stampsText(customer.stamps)}</span> : null}
      </div>
      {customer.coupons.length ? (
        <div>
          <span className="counter-muted">Κουπόνια για εξαργύρωση:</span>
          <ul className="counter-customer-coupons">
            {customer.coupons.map((coupon) => (
              <li key={coupon.code}>
                <span>
                  {coupon.title} ({coupon.code})
                </span>
                <button
                  type="button"
                  className="plain-button"
                  disabled={redeem.busy}
                  onClick={() => redeem.run(coupon.code)}
                  aria-label={`Εξαργύρωση: ${coupon.title} (${coupon.code})`}
                >
                  Εξαργύρωση
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {customer.rewards.length ? (
        <div>
          <span className="counter-muted">Μπορεί να πάρει τώρα: </span>
          {customer.rewards.map((reward) => reward.title).join(", ")}
        </div>
      ) : null}
    </div>
  );
}
