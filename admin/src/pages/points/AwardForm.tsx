// The counter form shared by /admin/points/add (a purchase earns points) and /admin/points/stamps
// (a visit earns one stamp): phone first, Enter submits, and the form is ready for the next customer.
// Plain controls (components/counter): the counter loads no antd, so it is usable sooner on a phone.
import { PhoneOutlined } from "../../components/plain/icons";
import { useInvalidate } from "@refinedev/core";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { parseEuros, pointsFor } from "@shared/money.js";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { CounterField, CounterInput, CounterSubmit } from "../../components/counter/CounterField";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { useWalletCodeInPhoneField, WalletScanButton } from "../../components/counter/WalletScan";
import { errorMessage, fieldErrors, toFormFields } from "../../lib/errors";
import { newIdempotencyKey } from "../../lib/idempotencyKey";
import { useCustomCall } from "../../providers/customCalls";
import { useViewer } from "../../viewer/ViewerProvider";
import { checkAmount, checkPhone, checkStore, type CheckMoment } from "./awardRules";
import { AwardResult, type AwardOutcome } from "./AwardResult";
import { CustomerPreview, previewName, useCustomerPreview } from "./CustomerPreview";
import { useRememberedList } from "./rememberedLists";
import { readRememberedStore, rememberStore } from "./rememberedStore";
import { usePhoneRules } from "./phoneRules";
import { pointsObjectText } from "./wording";

export type AwardKind = AwardOutcome["kind"];

// storeId null: not chosen on this page, so the remembered (or only) store applies.
type FormValues = { phone: string; amount: string; tagIds: string[]; storeId: string | null };
type Confirmations = { confirmNewCustomer?: boolean; confirmLargeAmount?: boolean };
type AwardInput = { phone: string; amount?: string; tagIds?: string[]; storeId?: string; idempotencyKey: string } & Confirmations;

/** The server's refusals the cashier may overrule after a second look (server/src/ledger/counterRules.ts). */
const confirmations = {
  confirmNewCustomer: { title: "Νέος πελάτης;", ok: "Ναι, νέος πελάτης" },
  confirmLargeAmount: { title: "Μεγάλο ποσό", ok: "Ναι, το ποσό είναι σωστό" },
} as const;
type Confirmation = keyof typeof confirmations;
type Question = { asked: Confirmation; message: string; values: FormValues; given: Confirmations };

const FIELDS = ["phone", "amount", "tagIds", "storeId"] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);
type Errors = Partial<Record<FieldName, string>>;

const EMPTY: FormValues = { phone: "", amount: "", tagIds: [], storeId: null };
const fieldId = (name: FieldName) => `counter-${name}`;

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

type Run = ReturnType<typeof useCustomCall>["run"];

async function sendAward(run: Run, kind: AwardKind, { amount, ...input }: AwardInput): Promise<AwardOutcome> {
  if (kind === "points") return { kind, data: await run("transaction.add", { ...input, amount: amount ?? "" }) };
  return { kind, data: await run("transaction.addStamp", { ...input, amount }) };
}

function focusField(name: FieldName) {
  document.getElementById(fieldId(name))?.focus();
}

export function AwardForm({ kind }: { kind: AwardKind }) {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const phoneRef = useRef<HTMLInputElement>(null);
  // One key per distinct submission: a retry or a double Enter with the same values reuses it,
  // so the server awards once; any change of the values makes it a new submission.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [outcome, setOutcome] = useState<AwardOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const invalidate = useInvalidate();
  // The last values sent and the confirmations given for them: a confirmation re-sends them as they were.
  const sent = useRef<{ values: FormValues; given: Confirmations } | null>(null);

  const company = useViewer().company;
  // A wallet's QR code (camera or a USB scanner typing into the phone field) fills in the customer's phone.
  const fillPhone = (phone: string) => {
    change("phone", phone);
    focusField("amount");
  };
  const walletCode = useWalletCodeInPhoneField(fillPhone, (message) => setErrors((current) => ({ ...current, phone: message })));
  // Shown from this device's last answer until the fresh one arrives (rememberedLists.ts).
  const tags = useRememberedList(company?.id, "tags");
  const stores = useRememberedList(company?.id, "stores");
  const phoneRules = usePhoneRules();
  const customer = useCustomerPreview(values.phone, phoneRules);

  const enabled = Boolean(company && (kind === "points" ? company.pointsEnabled : company.stampsEnabled));
  // With a stamp price the stamp page asks for the amount: a smaller purchase gets no stamp.
  const stampPrice = kind === "stamps" && company?.stampPrice ? Number(company.stampPrice) : null;
  const asksAmount = kind === "points" || stampPrice !== null;
  const previewCents = kind === "points" ? parseEuros(values.amount) : null;
  const preview = company && previewCents ? pointsFor(previewCents, company.pointsMult) : null;
  const stampsShown = Boolean(company?.stampsEnabled);
  // Two or more stores: the store is required, so the analytics by store stay true.
  const storeRequired = (stores.data?.length ?? 0) >= 2;

  // The store this device remembers (or the shop's only one) until the cashier picks another.
  const defaultStoreId = useMemo(() => {
    const remembered = readRememberedStore();
    return stores.data?.find((store) => store.id === remembered)?.id ?? (stores.data?.length === 1 ? stores.data[0].id : "");
  }, [stores.data]);
  const storeId = values.storeId ?? defaultStoreId;
  // Until the stores are known the form cannot tell whether a store is required, nor check the phone
  // before its rules have loaded: an Enter pressed that early (a fast cashier, a slow line) waits for
  // both and is then submitted, never refused.
  // (A remembered list is not the answer: a store added or removed since must count.)
  const readyToCheck = !stores.isLoading && !stores.isPlaceholderData && phoneRules !== undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const queuedSubmit = useRef(false);
  useEffect(() => {
    if (!readyToCheck || !queuedSubmit.current) return;
    queuedSubmit.current = false;
    formRef.current?.requestSubmit();
  }, [readyToCheck]);

  function change<Name extends FieldName>(name: Name, value: FormValues[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }

  function check(current: FormValues, moment: CheckMoment): Errors {
    return {
      phone: checkPhone(current.phone, moment, phoneRules) ?? undefined,
      amount: asksAmount ? (checkAmount(current.amount, moment) ?? undefined) : undefined,
      storeId: storeRequired && moment === "submit" ? (checkStore(current.storeId ?? defaultStoreId) ?? undefined) : undefined,
    };
  }

  function blur(name: "phone" | "amount") {
    const message = check(values, "blur")[name];
    setErrors((current) => ({ ...current, [name]: message }));
  }

  // No error toast either: the form's errors and the result card say what went wrong.
  const award = useCustomCall({ errorNotification: false });

  function awarded(result: AwardOutcome) {
    attempt.current = null;
    setFailure(null);
    // The result card is the one feedback of an award: no toast that could cover it.
    setOutcome({ ...result, name: customer.data ? previewName(customer.data) : null } as AwardOutcome);
    setValues((current) => ({ ...EMPTY, storeId: current.storeId }));
    setErrors({});
    phoneRef.current?.focus();
    void invalidate({ resource: kind === "points" ? "history-transactions" : "history-stamps-transactions", invalidates: ["list"] });
  }

  function refused(error: unknown) {
    setOutcome(null);
    const asked = (Object.keys(confirmations) as Confirmation[]).find((name) => fieldErrors(error)[name]);
    if (asked && sent.current) {
      setQuestion({ asked, message: errorMessage(error), ...sent.current });
      return;
    }
    const fields = toFormFields(error).flatMap(({ name, errors }) => (isField(name) ? [{ name, errors }] : []));
    if (fields.length > 0) {
      setErrors(Object.fromEntries(fields.map(({ name, errors }) => [name, errors[0]])));
      focusField(fields[0].name);
      setFailure(null);
      return;
    }
    setFailure(errorMessage(error));
  }

  function send(current: FormValues, given: Confirmations = {}) {
    if (award.isLoading) return;
    const input = {
      phone: phoneRules?.normalisePhone(current.phone) ?? "",
      amount: asksAmount ? String(parseEuros(current.amount)) : undefined,
      tagIds: current.tagIds.length ? current.tagIds : undefined,
      storeId: (current.storeId ?? defaultStoreId) || undefined,
    };
    // The confirmations are not part of the signature: confirming re-sends the same purchase, same key.
    const signature = JSON.stringify(input);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    sent.current = { values: current, given };
    sendAward(award.run, kind, { ...input, ...given, idempotencyKey: attempt.current.key }).then(awarded, refused);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (award.isLoading) return;
    if (!readyToCheck) {
      queuedSubmit.current = true;
      return;
    }
    const found = check(values, "submit");
    const refused = FIELDS.filter((name) => found[name]);
    setErrors(found);
    if (refused.length > 0) return focusField(refused[0]);
    send(values);
  }

  const result = outcome ? (
    <AwardResult outcome={outcome} stampsShown={stampsShown} />
  ) : failure ? (
    <ResultAlert type="error" message={failure} />
  ) : null;

  return (
    <CounterPanel
      title={copy[kind].title}
      subtitle={stampPrice !== null ? copy.stamps.priced : copy[kind].subtitle}
      result={result}
      resultPlaceholder="Εδώ θα δείτε τι κέρδισε ο πελάτης και το νέο του υπόλοιπο."
    >
      {!enabled ? <p className="plain-alert plain-alert-warning">{copy[kind].disabled}</p> : null}
      <form ref={formRef} onSubmit={submit} noValidate>
        <fieldset className="counter-fieldset" disabled={!enabled}>
          <CounterField id={fieldId("phone")} label="Τηλέφωνο πελάτη" error={errors.phone}>
            <CounterInput
              ref={phoneRef}
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
          <CustomerPreview preview={customer} stamps={stampsShown} />
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
                      onChange={(event) =>
                        change("tagIds", event.target.checked ? [...values.tagIds, tag.id] : values.tagIds.filter((id) => id !== tag.id))
                      }
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
          <CounterSubmit loading={award.isLoading} disabled={!enabled}>
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
          onOk={() => {
            setQuestion(null);
            send(question.values, { ...question.given, [question.asked]: true });
          }}
          onCancel={() => {
            setQuestion(null);
            focusField(question.asked === "confirmNewCustomer" ? "phone" : "amount");
          }}
        >
          {question.message}
        </ConfirmDialog>
      ) : null}
    </CounterPanel>
  );
}
