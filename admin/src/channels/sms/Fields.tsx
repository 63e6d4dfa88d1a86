// The SMS form's fields: an internal name and the text, with a live count of characters and parts of the
// message as sent, as operators count them (GSM-7 160/153 or UCS-2 70/67, chosen by the text), {wallet}
// expanded and the opt-out line included, and an offer to turn Greek text into GSM capitals (shown before it is applied).
import { Alert, Button, Form, Input, Modal, Typography, type FormInstance } from "antd";
import { useState } from "react";
import { countCampaignSms, hasOwnOptOut, isGsm7, OWN_OPT_OUT_MESSAGE, smsTotalLabel, toGsmCapitals, type SmsCount } from "@shared/sms.js";
import { smsWithWalletLink, WALLET_PLACEHOLDER } from "@shared/walletLink.js";
import { useCustomQuery } from "../../providers/customCalls";
import { useCampaignSettings, type CampaignSettings } from "../settings";
import type { ContentValues, Shop } from "../types";
import { smsEncodingLabel } from "./labels";
import { byCount, countText } from "@shared/counts.js";

const SMS_TOO_LONG_MESSAGE = (maxParts: number) => `Το μήνυμα ξεπερνά ${byCount(maxParts, "το", "τα")} ${countText(maxParts, "smsPart")} SMS.`;

type Settings = Pick<CampaignSettings, "smsOptOutExample" | "smsLinkHost" | "smsMaxParts">;

/** The shop's customers an SMS to everyone reaches now (the counter's parts × recipients). */
function useSmsRecipients() {
  return useCustomQuery("campaign.smsRecipients");
}

/** The parts of the shop's text as it is sent. */
function countAsSent(text: string, settings: Settings, slug: string): SmsCount {
  return countCampaignSms(smsWithWalletLink(text, settings.smsLinkHost, slug), settings.smsOptOutExample);
}

function SmsCounter({ count, maxParts }: { count: SmsCount; maxParts: number }) {
  const over = count.parts > maxParts;
  const recipients = useSmsRecipients();
  return (
    <div className="sms-counter" data-testid="sms-counter" aria-live="polite">
      <span>
        Χαρακτήρες: <b>{count.units}</b>
      </span>
      <span className={over ? "sms-counter-over" : undefined}>
        Τμήματα SMS: <b data-testid="sms-parts">{count.parts}</b> / {maxParts}
      </span>
      <span>
        Απομένουν στο τμήμα: <b>{count.remaining}</b>
      </span>
      <span>{smsEncodingLabel[count.encoding]}</span>
      {recipients.data && count.parts > 0 && (
        <span data-testid="sms-total">
          Σε όλους: <b>{smsTotalLabel(count.parts, recipients.data.recipients)}</b>
        </span>
      )}
    </div>
  );
}

type ConversionProps = { text: string; settings: Settings; slug: string; onApply: (text: string) => void; onClose: () => void };

function ConversionModal({ text, settings, slug, onApply, onClose }: ConversionProps) {
  const converted = toGsmCapitals(text);
  const before = countAsSent(text, settings, slug);
  const after = countAsSent(converted, settings, slug);
  return (
    <Modal open title="Μετατροπή σε κεφαλαία χωρίς τόνους" okText="Εφαρμογή" cancelText="Άκυρο" onOk={() => onApply(converted)} onCancel={onClose}>
      <Typography.Paragraph type="secondary">
        Με κεφαλαία χωρίς τόνους το μήνυμα χωράει στο αλφάβητο GSM: 160 χαρακτήρες ανά SMS αντί για 70.
      </Typography.Paragraph>
      <Typography.Text strong>Το μήνυμα θα γίνει:</Typography.Text>
      <div className="sms-conversion" data-testid="sms-conversion">
        {converted}
      </div>
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        Τμήματα SMS: {before.parts} → <b>{after.parts}</b>
      </Typography.Paragraph>
    </Modal>
  );
}

/** The campaign form waits for the counting rules (the channel's `needsSettings`) before showing these. */
export function SmsFields({ form, shop }: { form: FormInstance<ContentValues>; shop: Shop }) {
  const settings = useCampaignSettings().data!;
  const slug = shop.slug;
  const text: string = Form.useWatch("text", form) ?? "";
  const [converting, setConverting] = useState(false);
  const count = countAsSent(text, settings, slug);

  return (
    <>
      <Form.Item label="Όνομα υποβολής" name="title" extra="Για εσάς, δεν το βλέπει ο πελάτης. Αν μείνει κενό, χρησιμοποιείται η αρχή του μηνύματος.">
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label="Κείμενο μηνύματος"
        name="text"
        rules={[
          { required: true, whitespace: true, message: "Γράψτε το κείμενο του μηνύματος." },
          { validator: (_, value: string | undefined) => (hasOwnOptOut(value ?? "") ? Promise.reject(new Error(OWN_OPT_OUT_MESSAGE)) : Promise.resolve()) },
          {
            validator: (_, value: string | undefined) =>
              countAsSent(value ?? "", settings, slug).parts > settings.smsMaxParts
                ? Promise.reject(new Error(SMS_TOO_LONG_MESSAGE(settings.smsMaxParts)))
                : Promise.resolve(),
          },
        ]}
        extra={
          <>
            <SmsCounter count={count} maxParts={settings.smsMaxParts} />
            <div>
              Το σύστημα προσθέτει στο τέλος μία σύντομη γραμμή διαγραφής «STOP: {settings.smsOptOutExample}», που μετράει κι αυτή· μη γράψετε δική σας.
            </div>
            <div>
              Γράψτε «{WALLET_PLACEHOLDER}» όπου θέλετε τον σύνδεσμο για τους πόντους και τα κουπόνια του πελάτη στο πορτοφόλι του καταστήματός σας (
              {smsWithWalletLink(WALLET_PLACEHOLDER, settings.smsLinkHost, slug)}).
            </div>
          </>
        }
      >
        <Input.TextArea rows={6} maxLength={1000} />
      </Form.Item>
      {text.trim() !== "" && !isGsm7(text) && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          message="Πεζά ελληνικά, τόνοι ή σύμβολα: το μήνυμα στέλνεται ως Unicode, 70 χαρακτήρες ανά SMS."
          action={
            <Button size="small" onClick={() => setConverting(true)}>
              Μετατροπή σε κεφαλαία
            </Button>
          }
        />
      )}
      {converting && (
        <ConversionModal
          text={text}
          settings={settings}
          slug={slug}
          onClose={() => setConverting(false)}
          onApply={(converted) => {
            form.setFieldValue("text", converted);
            void form.validateFields(["text"]);
            setConverting(false);
          }}
        />
      )}
    </>
  );
}
