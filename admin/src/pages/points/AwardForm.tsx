// The counter form shared by /admin/points/add (a purchase earns points) and /admin/points/stamps
// (a visit earns one stamp): phone first, Enter submits, and the form is ready for the next customer.
// Plain controls (components/counter): the counter loads no antd, so it is usable sooner on a phone.
import { PhoneOutlined } from "../../components/plain/icons";
import { useMemo } from "react";
import { parseEuros, pointsFor } from "@shared/money.js";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { CounterField, CounterInput, CounterSubmit } from "../../components/counter/CounterField";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { RedeemOutcome } from "../../components/counter/couponRedeem";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { useWalletCodeInPhoneField, WalletScanButton } from "../../components/counter/WalletScan";
import { useViewer } from "../../viewer/ViewerProvider";
import { AwardResult } from "./AwardResult";
import { confirmations } from "./awardSubmission";
import { CustomerPreview } from "./CustomerPreview";
import { useRememberedList } from "./rememberedLists";
import { readRememberedStore, rememberStore } from "./rememberedStore";
import { fieldId, focusField, useAwardSubmission, type AwardKind } from "./useAwardSubmission";
import { pointsObjectText } from "./wording";

const copy = {
  points: {
    title: "Προσθήκη πόντων",
    subtitle: "Τηλέφωνο και ποσό της αγοράς: ο πελάτης κερδίζει πόντους.",
    submit: "Προσθήκη πόντων",
    disabled: "Οι πόντοι δεν είναι ενεργοί για το κατάστημά σας.",
  },
  stamps: {
    title: "Προσθήκη στάμπας",
    subtitle: "Με το τηλέφωνο του πελάτη: μία επίσκεψη, μία στάμπα.",
    priced: "Τηλέφωνο και ποσό: μία στάμπα για αγορά από την τιμή στάμπας και πάνω.",
    submit: "Προσθήκη στάμπας",
    disabled: "Οι στάμπες δεν είναι ενεργές για το κατάστημά σας.",
  },
} as const;

export function AwardForm({ kind }: { kind: AwardKind }) {
  const company = useViewer().company;
  // Shown from this device's last answer until the fresh one arrives (rememberedLists.ts).
  const tags = useRememberedList(company?.id, "tags");
  const stores = useRememberedList(company?.id, "stores");

  const enabled = Boolean(company && (kind === "points" ? company.pointsEnabled : company.stampsEnabled));
  // With a stamp price the stamp page asks for the amount: a smaller purchase gets no stamp.
  const stampPrice = kind === "stamps" && company?.stampPrice ? Number(company.stampPrice) : null;
  const asksAmount = kind === "points" || stampPrice !== null;
  const stampsShown = Boolean(company?.stampsEnabled);
  // Two or more stores: the store is required, so the analytics by store stay true.
  const storeRequired = (stores.data?.length ?? 0) >= 2;

  // The store this device remembers (or the shop's only one) until the cashier picks another.
  const defaultStoreId = useMemo(() => {
    const remembered = readRememberedStore();
    return stores.data?.find((store) => store.id === remembered)?.id ?? (stores.data?.length === 1 ? stores.data[0].id : "");
  }, [stores.data]);
  // A remembered list is not the answer: a store added or removed since must count.
  const storesKnown = !stores.isLoading && !stores.isPlaceholderData;
  const { values, errors, outcome, failure, question, undo, coupon, customer, busy, formRef, change, showError, submit, blur, confirm, correct } =
    useAwardSubmission({
      kind,
      asksAmount,
      storeRequired,
      defaultStoreId,
      storesKnown,
      maxAmount: company?.maxAmount ?? null,
    });
  const storeId = values.storeId ?? defaultStoreId;
  // A device that remembers no store of a shop with several asks for it before the first sale, not after.
  const storeAsked = storesKnown && storeRequired && !storeId;
  const previewCents = kind === "points" ? parseEuros(values.amount) : null;
  const preview = company && previewCents ? pointsFor(previewCents, company.pointsMult) : null;

  // A wallet's QR code (camera or a USB scanner typing into the phone field) fills in the customer's phone.
  const fillPhone = (phone: string) => {
    change("phone", phone);
    focusField("amount");
  };
  const walletCode = useWalletCodeInPhoneField(fillPhone, (message) => showError("phone", message));

  const result = coupon.attempt ? (
    <RedeemOutcome attempt={coupon.attempt} />
  ) : outcome ? (
    <AwardResult outcome={outcome} stampsShown={stampsShown} undoFailure={undo.failure} />
  ) : failure ? (
    <ResultAlert type="error" message={failure} />
  ) : null;
  // Outside the result's live region: the button's coming and going after 5 minutes is not read out.
  const undoButton =
    outcome && !coupon.attempt && undo.open ? (
      <button type="button" className="plain-button" onClick={undo.run} disabled={undo.busy} aria-busy={undo.busy || undefined}>
        Αναίρεση
      </button>
    ) : null;

  return (
    <CounterPanel
      title={copy[kind].title}
      subtitle={stampPrice !== null ? copy.stamps.priced : copy[kind].subtitle}
      result={result}
      resultActions={undoButton}
      resultPlaceholder="Εδώ θα δείτε τι κέρδισε ο πελάτης και το νέο του υπόλοιπο."
    >
      {!enabled ? <p className="plain-alert plain-alert-warning">{copy[kind].disabled}</p> : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className="counter-fieldset" disabled={!enabled}>
          {storeAsked ? (
            <p className="plain-alert plain-alert-warning" data-testid="store-ask">
              Σε ποιο κατάστημα είναι αυτή η συσκευή; Επιλέξτε το στο «Κατάστημα» πριν την πρώτη αγορά: η συσκευή θα το θυμάται.
            </p>
          ) : null}
          <CounterField id={fieldId("phone")} label="Τηλέφωνο πελάτη" error={errors.phone}>
            <CounterInput
              id={fieldId("phone")}
              error={errors.phone}
              value={values.phone}
              onChange={(event) => {
                change("phone", event.target.value);
                walletCode.onChange(event);
              }}
              onKeyDown={walletCode.onKeyDown}
              onBlur={() => blur("phone")}
              autoFocus
              inputMode="tel"
              autoComplete="off"
              placeholder="69XXXXXXXX"
              prefix={<PhoneOutlined />}
              aria-label="Τηλέφωνο πελάτη"
            />
          </CounterField>
          <CustomerPreview preview={customer} stamps={stampsShown} redeem={{ run: coupon.redeem, busy: coupon.busy }} />
          {asksAmount ? (
            <>
              <CounterField id={fieldId("amount")} label="Ποσό αγοράς" error={errors.amount}>
                <CounterInput
                  id={fieldId("amount")}
                  error={errors.amount}
                  value={values.amount}
                  onChange={(event) => change("amount", event.target.value)}
                  onBlur={() => blur("amount")}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0,00"
                  suffix="€"
                  aria-label="Ποσό αγοράς"
                />
              </CounterField>
              {preview !== null ? (
                <div className="counter-preview" aria-live="polite">
                  Θα κερδίσει {pointsObjectText(preview)}
                  {stampsShown && company?.stampPrice && previewCents! >= Number(company.stampPrice) ? " και 1 στάμπα" : ""}
                </div>
              ) : kind === "stamps" ? (
                <div className="counter-preview">Ο πελάτης θα κερδίσει 1 στάμπα</div>
              ) : null}
            </>
          ) : (
            <div className="counter-preview">Ο πελάτης θα κερδίσει 1 στάμπα</div>
          )}
          <div className="counter-row">
            {tags.data?.length ? (
              <fieldset className="counter-tags">
                <legend className="counter-label">Ετικέτες</legend>
                {tags.data.map((tag) => (
                  <label key={tag.id} className="counter-tag">
                    <input
                      type="checkbox"
                      checked={values.tagIds.includes(tag.id)}
                      onChange={(event) => change("tagIds", event.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((id) => id !== tag.id))}
                    />
                    <span>{tag.label}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {stores.data?.length ? (
              <CounterField id={fieldId("storeId")} label="Κατάστημα" error={errors.storeId}>
                <select
                  id={fieldId("storeId")}
                  className={`counter-select${errors.storeId ? " counter-input-invalid" : ""}`}
                  value={storeId}
                  aria-invalid={errors.storeId ? true : undefined}
                  aria-describedby={errors.storeId ? `${fieldId("storeId")}-error` : undefined}
                  onChange={(event) => {
                    change("storeId", event.target.value);
                    rememberStore(event.target.value || undefined);
                  }}
                >
                  {/* Without a required store, the empty choice is a real one: the sale of no particular store. */}
                  <option value="" disabled={storeRequired}>
                    Επιλέξτε κατάστημα
                  </option>
                  {stores.data.map((store) => (
                    <option key={store.id} value={store.id}>
                      {store.name}
                    </option>
                  ))}
                </select>
              </CounterField>
            ) : null}
          </div>
          <CounterSubmit loading={busy} disabled={!enabled}>
            {copy[kind].submit}
          </CounterSubmit>
          {/* After the submit button, so that Tab still goes from the phone straight to the amount. */}
          <div className="counter-wallet-scan">
            <WalletScanButton onPhone={fillPhone} />
          </div>
        </fieldset>
      </form>
      {question ? (
        <ConfirmDialog
          title={confirmations[question.asked].title}
          okText={confirmations[question.asked].ok}
          cancelText="Όχι, διόρθωση"
          focusCancel={confirmations[question.asked].focus === "correct"}
          onOk={() => confirm(question)}
          onCancel={() => correct(question)}
        >
          {question.message}
        </ConfirmDialog>
      ) : null}
    </CounterPanel>
  );
}
