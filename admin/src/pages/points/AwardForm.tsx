// The counter form shared by /admin/points/add (a purchase earns points) and /admin/points/stamps
// (a visit earns one stamp): phone first, Enter submits, and the form is ready for the next customer.
import { PhoneOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Col, Form, Input, Row, Select, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";
import { parseEuros, pointsFor } from "../../../../server/src/shared/money.js";
import { normalisePhone } from "../../../../server/src/shared/phone.js";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { useWalletCodeInPhoneField, WalletScanButton } from "../../components/counter/WalletScan";
import { errorMessage, fieldErrors, toFormFields } from "../../lib/errors";
import { newIdempotencyKey } from "../../lib/idempotencyKey";
import { trpc } from "../../lib/trpc";
import { useViewer } from "../../viewer/ViewerProvider";
import { checkAmount, checkPhone, checkStore, requiredOnSubmit } from "./awardRules";
import { AwardResult, type AwardOutcome } from "./AwardResult";
import { CustomerPreview, previewName, useCustomerPreview } from "./CustomerPreview";
import { readRememberedStore, rememberStore } from "./rememberedStore";
import { pointsObjectText } from "./wording";

export type AwardKind = AwardOutcome["kind"];

type FormValues = { phone?: string; amount?: string; tagIds?: string[]; storeId?: string };
type Confirmations = { confirmNewCustomer?: boolean; confirmLargeAmount?: boolean };
type AwardInput = { phone: string; amount?: string; tagIds?: string[]; storeId?: string; idempotencyKey: string } & Confirmations;

/** The server's refusals the cashier may overrule after a second look (server/src/ledger/counterRules.ts). */
const confirmations = {
  confirmNewCustomer: { title: "Νέος πελάτης;", ok: "Ναι, νέος πελάτης" },
  confirmLargeAmount: { title: "Μεγάλο ποσό", ok: "Ναι, το ποσό είναι σωστό" },
} as const;
type Confirmation = keyof typeof confirmations;

const FIELDS = ["phone", "amount", "tagIds", "storeId"] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

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

async function sendAward(kind: AwardKind, { amount, ...input }: AwardInput): Promise<AwardOutcome> {
  if (kind === "points") return { kind, data: await trpc.transaction.add.mutate({ ...input, amount: amount ?? "" }) };
  return { kind, data: await trpc.transaction.addStamp.mutate({ ...input, amount }) };
}

export function AwardForm({ kind }: { kind: AwardKind }) {
  const [form] = Form.useForm<FormValues>();
  const phoneRef = useRef<InputRef>(null);
  // One key per distinct submission: a retry or a double Enter with the same values reuses it,
  // so the server awards once; any change of the values makes it a new submission.
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [outcome, setOutcome] = useState<AwardOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  // The last values sent and the confirmations given for them: a confirmation re-sends them as they were.
  const sent = useRef<{ values: FormValues; given: Confirmations } | null>(null);
  const latestSubmit = useRef<(values: FormValues, given?: Confirmations) => void>(() => {});

  const company = useViewer().company;
  const fillPhone = (phone: string) => {
    form.setFields([{ name: "phone", value: phone, errors: [] }]);
    form.getFieldInstance("amount")?.focus?.();
  };
  const walletCode = useWalletCodeInPhoneField(fillPhone, (message) => form.setFields([{ name: "phone", errors: [message] }]));
  const tags = useQuery(["transaction.listTags"], () => trpc.transaction.listTags.query());
  const stores = useQuery(["company.getStores"], () => trpc.company.getStores.query());
  const amountText = Form.useWatch("amount", form);
  const customer = useCustomerPreview(Form.useWatch("phone", form));

  const enabled = Boolean(company && (kind === "points" ? company.pointsEnabled : company.stampsEnabled));
  // With a stamp price the stamp page asks for the amount: a smaller purchase gets no stamp.
  const stampPrice = kind === "stamps" && company?.stampPrice ? Number(company.stampPrice) : null;
  const asksAmount = kind === "points" || stampPrice !== null;
  const previewCents = kind === "points" ? parseEuros(amountText ?? "") : null;
  const preview = company && previewCents ? pointsFor(previewCents, company.pointsMult) : null;
  const stampsShown = Boolean(company?.stampsEnabled);
  // Two or more stores: the store is required, so the analytics by store stay true.
  const storeRequired = (stores.data?.length ?? 0) >= 2;

  useEffect(() => {
    if (!stores.data?.length || form.getFieldValue("storeId")) return;
    const remembered = readRememberedStore();
    const initial = stores.data.find((store) => store.id === remembered) ?? (stores.data.length === 1 ? stores.data[0] : undefined);
    if (initial) form.setFieldValue("storeId", initial.id);
  }, [stores.data, form]);

  const award = useMutation((input: AwardInput) => sendAward(kind, input), {
    onSuccess: (result) => {
      attempt.current = null;
      setFailure(null);
      // The result card is the one feedback of an award: no toast that could cover it.
      setOutcome({ ...result, name: customer.data ? previewName(customer.data) : null } as AwardOutcome);
      form.resetFields(["phone", "amount", "tagIds"]);
      phoneRef.current?.focus();
      void queryClient.invalidateQueries([kind === "points" ? "transaction.get" : "transaction.stampsGet"]);
    },
    onError: (error) => {
      setOutcome(null);
      const asked = (Object.keys(confirmations) as Confirmation[]).find((name) => fieldErrors(error)[name]);
      if (asked && sent.current) {
        const { values, given } = sent.current;
        modal.confirm({
          title: confirmations[asked].title,
          content: errorMessage(error),
          okText: confirmations[asked].ok,
          cancelText: "Όχι, διόρθωση",
          // The latest render's submit: this callback was made while the request ran (isLoading true).
          onOk: () => latestSubmit.current(values, { ...given, [asked]: true }),
          onCancel: () => form.focusField(asked === "confirmNewCustomer" ? "phone" : "amount"),
        });
        return;
      }
      const fields = toFormFields(error).flatMap(({ name, errors }) => (isField(name) ? [{ name, errors }] : []));
      if (fields.length > 0) {
        form.setFields(fields);
        form.focusField(fields[0].name);
        setFailure(null);
        return;
      }
      setFailure(errorMessage(error));
    },
  });

  function submit(values: FormValues, given: Confirmations = {}) {
    if (award.isLoading) return;
    const input = {
      phone: normalisePhone(values.phone ?? "") ?? "",
      amount: asksAmount ? String(parseEuros(values.amount ?? "")) : undefined,
      tagIds: values.tagIds?.length ? values.tagIds : undefined,
      storeId: values.storeId,
    };
    // The confirmations are not part of the signature: confirming re-sends the same purchase, same key.
    const signature = JSON.stringify(input);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    sent.current = { values, given };
    award.mutate({ ...input, ...given, idempotencyKey: attempt.current.key });
  }
  latestSubmit.current = submit;

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
      {!enabled ? <Alert type="warning" showIcon message={copy[kind].disabled} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={!enabled} size="large">
        <Form.Item
          name="phone"
          label="Τηλέφωνο πελάτη"
          rules={[requiredOnSubmit("Δώστε το τηλέφωνο του πελάτη."), { validator: checkPhone }]}
          validateTrigger="onBlur"
        >
          <Input
            ref={phoneRef}
            autoFocus
            inputMode="tel"
            autoComplete="off"
            placeholder="69XXXXXXXX"
            prefix={<PhoneOutlined />}
            aria-label="Τηλέφωνο πελάτη"
            {...walletCode}
          />
        </Form.Item>
        <CustomerPreview preview={customer} stamps={stampsShown} />
        {asksAmount ? (
          <>
            <Form.Item
              name="amount"
              label="Ποσό αγοράς"
              rules={[requiredOnSubmit("Δώστε το ποσό της αγοράς."), { validator: checkAmount }]}
              validateTrigger="onBlur"
            >
              <Input inputMode="decimal" autoComplete="off" placeholder="0,00" suffix="€" aria-label="Ποσό αγοράς" />
            </Form.Item>
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
        <Row gutter={16}>
          {tags.data?.length ? (
            <Col xs={stores.data?.length ? 12 : 24}>
              <Form.Item name="tagIds" label="Ετικέτες">
                <Select
                  mode="multiple"
                  allowClear
                  placeholder="Επιλέξτε ετικέτες"
                  optionFilterProp="label"
                  options={tags.data.map((tag) => ({ value: tag.id, label: tag.label }))}
                />
              </Form.Item>
            </Col>
          ) : null}
          {stores.data?.length ? (
            <Col xs={tags.data?.length ? 12 : 24}>
              <Form.Item name="storeId" label="Κατάστημα" rules={storeRequired ? [{ validator: checkStore }] : []}>
                <Select
                  allowClear={!storeRequired}
                  placeholder="Επιλέξτε κατάστημα"
                  options={stores.data.map((store) => ({ value: store.id, label: store.name }))}
                  onChange={(storeId?: string) => rememberStore(storeId)}
                />
              </Form.Item>
            </Col>
          ) : null}
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          block
          className="counter-submit"
          loading={award.isLoading}
          disabled={award.isLoading || !enabled}
        >
          {copy[kind].submit}
        </Button>
        {/* After the submit button, so that Tab still goes from the phone straight to the amount. */}
        <div style={{ marginTop: 12 }}>
          <WalletScanButton onPhone={fillPhone} />
        </div>
      </Form>
    </CounterPanel>
  );
}
