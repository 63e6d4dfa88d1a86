// Προφίλ καταστήματος: name, subtitle, logo, the shop's colour (its card in the wallet), contact details, address with coordinates, ΑΦΜ and
// the sending e-mail. A new logo shows in the sidebar at once (company.get is read again).
import { Col, ColorPicker, Form, Input, InputNumber, type FormRule } from "antd";
import { INVALID_AFM_MESSAGE, isValidAfm } from "@shared/afm.js";
import { INVALID_PHONE_MESSAGE, normalisePhone } from "@shared/phone.js";
import { MediaPicker } from "../../components/media/MediaPicker";
import type { RouterInputs } from "../../lib/routerTypes";
import { field } from "./help";
import { textOrNull } from "../../lib/text";
import { SettingsForm } from "./SettingsForm";

type Profile = RouterInputs["settings"]["updateProfile"];

const BOTH_COORDINATES_MESSAGE = "Συμπληρώστε και το γεωγραφικό πλάτος και το μήκος.";

/** A coordinate may be left empty only when the other one is empty too. */
function bothCoordinates(other: "latitude" | "longitude"): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_, value: number | null) =>
      (value ?? null) === null && getFieldValue(other) != null ? Promise.reject(new Error(BOTH_COORDINATES_MESSAGE)) : Promise.resolve(),
  });
}

function toInput(values: Profile): Profile {
  return {
    name: values.name.trim(),
    subtitle: textOrNull(values.subtitle),
    logo: values.logo ?? null,
    phone: textOrNull(values.phone),
    website: textOrNull(values.website),
    address: textOrNull(values.address),
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    taxNumber: textOrNull(values.taxNumber),
    sendingEmail: textOrNull(values.sendingEmail),
    brandColor: values.brandColor ?? null,
  };
}

export function ProfileTab() {
  return (
    <SettingsForm
      title="Προφίλ καταστήματος"
      section="profile"
      toValues={(profile): Profile => profile}
      toInput={toInput}
      success="Το προφίλ του καταστήματος αποθηκεύτηκε."
    >
      <Col xs={24} md={12}>
        <Form.Item label="Όνομα" {...field("name")} rules={[{ required: true, whitespace: true, message: "Συμπληρώστε το όνομα." }]}>
          <Input maxLength={100} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Υπότιτλος" {...field("subtitle")}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Λογότυπο" {...field("logo")}>
          <MediaPicker title="Λογότυπο" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item
          label="Χρώμα καταστήματος"
          {...field("brandColor")}
          getValueFromEvent={(color: { cleared: boolean; toHexString(): string }) => (color.cleared ? null : color.toHexString())}
        >
          <ColorPicker allowClear disabledAlpha format="hex" showText aria-label="Χρώμα καταστήματος" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Τηλέφωνο"
          {...field("phone")}
          rules={[
            {
              validator: (_, value?: string | null) =>
                !value?.trim() || normalisePhone(value) ? Promise.resolve() : Promise.reject(new Error(INVALID_PHONE_MESSAGE)),
            },
          ]}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Ιστοσελίδα" {...field("website")} rules={[{ type: "url", message: "Μη έγκυρη διεύθυνση URL." }]}>
          <Input placeholder="https://" inputMode="url" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Διεύθυνση" {...field("address")}>
          <Input maxLength={300} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Γεωγραφικό πλάτος" {...field("latitude")} dependencies={["longitude"]} rules={[bothCoordinates("longitude")]}>
          <InputNumber min={-90} max={90} step={0.0001} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Γεωγραφικό μήκος" {...field("longitude")} dependencies={["latitude"]} rules={[bothCoordinates("latitude")]}>
          <InputNumber min={-180} max={180} step={0.0001} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="ΑΦΜ"
          {...field("taxNumber")}
          rules={[
            {
              validator: (_, value?: string | null) =>
                !value?.trim() || isValidAfm(value.trim()) ? Promise.resolve() : Promise.reject(new Error(INVALID_AFM_MESSAGE)),
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={9} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="E-mail αποστολής" {...field("sendingEmail")} rules={[{ type: "email", message: "Μη έγκυρη διεύθυνση e-mail." }]}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
    </SettingsForm>
  );
}
