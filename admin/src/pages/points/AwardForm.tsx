// The counter form shared by /admin/points/add (a purchase earns points) and /admin/points/stamps
// (a visit earns one stamp): phone first, Enter submits, and the form is ready for the next customer.
import { PhoneOutlined } from "@ant-design/icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Col, Form, Input, Row, Select, type InputRef } from "antd";
import { useEffect, useRef, useState } from "react";
import { parseEuros, pointsFor } from "../../../../server/src/shared/money.js";
import { normalisePhone } from "../../../../server/src/shared/phone.js";
import { CounterPanel } from "../../components/counter/CounterPanel";
import { ResultAlert } from "../../components/counter/ResultAlert";
import { useWalletCodeInPhoneField, WalletScanButton } from "../../components/counter/WalletScan";
import { toast } from "../../components/feedback/feedback";
import { errorMessage, toFormFields } from "../../lib/errors";
import { newIdempotencyKey } from "../../lib/idempotencyKey";
import { trpc } from "../../lib/trpc";
import { useViewer } from "../../viewer/ViewerProvider";
import { checkAmount, checkPhone, requiredOnSubmit } from "./awardRules";
import { AwardResult, type AwardOutcome } from "./AwardResult";
import { readRememberedStore, rememberStore } from "./rememberedStore";
import { pointsObjectText, pointsText } from "./wording";

export type AwardKind = AwardOutcome["kind"];

type FormValues = { phone?: string; amount?: string; tagIds?: string[]; storeId?: string };
type AwardInput = { phone: string; amount?: string; tagIds?: string[]; storeId?: string; idempotencyKey: string };

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
    submit: "Προσθήκη στάμπας",
    disabled: "Οι στάμπες δεν είναι ενεργές για το κατάστημά σας.",
  },
} as const;

async function sendAward(kind: AwardKind, { amount, ...input }: AwardInput): Promise<AwardOutcome> {
  if (kind === "points") return { kind, data: await trpc.transaction.add.mutate({ ...input, amount: amount ?? "" }) };
  return { kind, data: await trpc.transaction.addStamp.mutate(input) };
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

  const company = useViewer().company;
  const fillPhone = (phone: string) => {
    form.setFields([{ name: "phone", value: phone, errors: [] }]);
    form.getFieldInstance("amount")?.focus?.();
  };
  const walletCode = useWalletCodeInPhoneField(fillPhone, (message) => form.setFields([{ name: "phone", errors: [message] }]));
  const tags = useQuery(["transaction.listTags"], () => trpc.transaction.listTags.query());
  const stores = useQuery(["company.getStores"], () => trpc.company.getStores.query());
  const amountText = Form.useWatch("amount", form);

  const enabled = Boolean(company && (kind === "points" ? company.pointsEnabled : company.stampsEnabled));
  const previewCents = kind === "points" ? parseEuros(amountText ?? "") : null;
  const preview = company && previewCents ? pointsFor(previewCents, company.pointsMult) : null;

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
      setOutcome(result);
      toast.success(
        result.kind === "points" ? `Προστέθηκαν ${pointsText(result.data.transaction.points)}` : "Προστέθηκε 1 στάμπα",
        result.data.customer.phone,
        { announce: false },
      );
      form.resetFields(["phone", "amount", "tagIds"]);
      phoneRef.current?.focus();
      void queryClient.invalidateQueries([kind === "points" ? "transaction.get" : "transaction.stampsGet"]);
    },
    onError: (error) => {
      setOutcome(null);
      const fields = toFormFields(error).flatMap(({ name, errors }) => (isField(name) ? [{ name, errors }] : []));
      if (fields.length > 0) {
        form.setFields(fields);
        form.focusField(fields[0].name);
        setFailure(null);
        return;
      }
      const message = errorMessage(error);
      setFailure(message);
      toast.error(message, undefined, { announce: false });
    },
  });

  function submit(values: FormValues) {
    if (award.isLoading) return;
    const input = {
      phone: normalisePhone(values.phone ?? "") ?? "",
      amount: kind === "points" ? String(parseEuros(values.amount ?? "")) : undefined,
      tagIds: values.tagIds?.length ? values.tagIds : undefined,
      storeId: values.storeId,
    };
    const signature = JSON.stringify(input);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    award.mutate({ ...input, idempotencyKey: attempt.current.key });
  }

  const result = outcome ? (
    <AwardResult outcome={outcome} />
  ) : failure ? (
    <ResultAlert type="error" message={failure} />
  ) : null;

  return (
    <CounterPanel
      title={copy[kind].title}
      subtitle={copy[kind].subtitle}
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
        {kind === "points" ? (
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
              </div>
            ) : null}
          </>
        ) : (
          <div className="counter-preview">Ο πελάτης θα κερδίσει 1 στάμπα</div>
        )}
        <Row gutter={16}>
          {tags.data?.length ? (
            <Col xs={24} sm={stores.data?.length ? 12 : 24}>
              <Form.Item name="tagIds" label="Ετικέτες (προαιρετικά)">
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
            <Col xs={24} sm={tags.data?.length ? 12 : 24}>
              <Form.Item name="storeId" label="Κατάστημα">
                <Select
                  allowClear
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
