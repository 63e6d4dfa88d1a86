// Στάμπες: the stamps programme's switch, the card's images, its texts, the price of one stamp and
// the stamp gifts.
import { useNavigation } from "@refinedev/core";
import { Button, Col, Form, Input, InputNumber, Switch } from "antd";
import { MediaPicker } from "../../components/media/MediaPicker";
import { centsToEuroText, euroRule, euroTextToCents } from "../../lib/euros";
import type { RouterInputs } from "../../lib/routerTypes";
import { field, giftRule } from "./help";
import { textOrNull } from "../../lib/text";
import { SettingsForm, type ShopSettings } from "./SettingsForm";

type Stamps = RouterInputs["settings"]["updateStamps"];
/** The price of a stamp is typed in euros. */
type Values = Omit<Stamps, "stampPrice"> & { stampPrice: string };

function toValues(stamps: ShopSettings["stamps"]): Values {
  return { ...stamps, stampPrice: centsToEuroText(stamps.stampPrice) };
}

function toInput(values: Values): Stamps {
  return {
    stampsEnabled: values.stampsEnabled,
    fullStampImage: values.fullStampImage ?? null,
    emptyStampImage: values.emptyStampImage ?? null,
    stampDescription: textOrNull(values.stampDescription),
    stampSuccessDescription: textOrNull(values.stampSuccessDescription),
    stampPrice: euroTextToCents(values.stampPrice),
    stampBirthdayGift: values.stampBirthdayGift,
    stampInitiationGift: values.stampInitiationGift,
    stampsExpireMonths: values.stampsExpireMonths ?? null,
  };
}

export function StampsTab() {
  const { list } = useNavigation();
  return (
    <SettingsForm
      title="Πρόγραμμα στάμπας"
      extra={<Button onClick={() => list("stamp-rewards")}>Ανταμοιβές στάμπας</Button>}
      section="stamps"
      toValues={toValues}
      toInput={toInput}
      success="Οι ρυθμίσεις στάμπας αποθηκεύτηκαν."
    >
      <Col xs={24}>
        <Form.Item label="Πρόγραμμα στάμπας ενεργό" {...field("stampsEnabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Εικόνα γεμάτης στάμπας" {...field("fullStampImage")}>
          <MediaPicker title="Εικόνα γεμάτης στάμπας" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Εικόνα κενής στάμπας" {...field("emptyStampImage")}>
          <MediaPicker title="Εικόνα κενής στάμπας" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Περιγραφή στάμπας" {...field("stampDescription")}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Μήνυμα επιτυχίας" {...field("stampSuccessDescription")}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Τιμή στάμπας (€)" {...field("stampPrice")} rules={[euroRule]}>
          <Input inputMode="decimal" placeholder="π.χ. 2,50" suffix="€" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Στάμπες εγγραφής" {...field("stampInitiationGift")} rules={[giftRule]}>
          <InputNumber min={0} max={100} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Στάμπες γενεθλίων" {...field("stampBirthdayGift")} rules={[giftRule]}>
          <InputNumber min={0} max={100} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item label="Λήξη στάμπων (μήνες)" {...field("stampsExpireMonths")}>
          <InputNumber min={1} max={120} precision={0} placeholder="Δεν λήγουν" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
    </SettingsForm>
  );
}
