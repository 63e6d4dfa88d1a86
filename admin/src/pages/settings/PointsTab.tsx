// Πόντοι: the points programme's switches, multiplier, gifts and the counter's warning amount and ceiling.
import { useNavigation } from "@refinedev/core";
import { Button, Col, Form, Input, InputNumber, Switch } from "antd";
import { centsToEuroText, euroRule, euroTextToCents } from "../../lib/euros";
import type { RouterInputs } from "../../lib/routerTypes";
import { field, giftRule } from "./help";
import { textOrNull } from "../../lib/text";
import { SettingsForm, type ShopSettings } from "./SettingsForm";

type Points = RouterInputs["settings"]["updatePoints"];
/** The warning amount and the ceiling are typed in euros. */
type Values = Omit<Points, "warningAmount" | "maxAmount"> & { warningAmount: string; maxAmount: string };

function toValues(points: ShopSettings["points"]): Values {
  return { ...points, warningAmount: centsToEuroText(points.warningAmount), maxAmount: centsToEuroText(points.maxAmount) };
}

function toInput(values: Values): Points {
  return {
    pointsEnabled: values.pointsEnabled,
    pointsMult: values.pointsMult,
    initiationGift: values.initiationGift,
    birthdayGift: values.birthdayGift,
    birthdayNotification: textOrNull(values.birthdayNotification),
    warningAmount: euroTextToCents(values.warningAmount),
    // Required by the form's rule: an empty ceiling never reaches here.
    maxAmount: euroTextToCents(values.maxAmount) ?? "",
    showOldCustomer: values.showOldCustomer,
    pointsExpireMonths: values.pointsExpireMonths ?? null,
    hiddenCouponsPerDay: values.hiddenCouponsPerDay,
  };
}

export function PointsTab() {
  const { list } = useNavigation();
  return (
    <SettingsForm
      title="Πρόγραμμα πόντων"
      extra={<Button onClick={() => list("rewards")}>Ανταμοιβές πόντων</Button>}
      section="points"
      toValues={toValues}
      toInput={toInput}
      success="Οι ρυθμίσεις πόντων αποθηκεύτηκαν."
    >
      <Col xs={24} md={12}>
        <Form.Item label="Πρόγραμμα πόντων ενεργό" {...field("pointsEnabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Εμφάνιση παλιού πελάτη" {...field("showOldCustomer")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Πολλαπλασιαστής πόντων" {...field("pointsMult")} rules={[{ required: true, message: "Συμπληρώστε τον πολλαπλασιαστή." }]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Ποσό προειδοποίησης (€)" {...field("warningAmount")} rules={[euroRule]}>
          <Input inputMode="decimal" placeholder="π.χ. 100,00" suffix="€" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Ανώτατο ποσό αγοράς (€)"
          {...field("maxAmount")}
          rules={[{ required: true, message: "Συμπληρώστε το ανώτατο ποσό, π.χ. 1.000,00." }, euroRule]}
        >
          <Input inputMode="decimal" placeholder="π.χ. 1000,00" suffix="€" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Πόντοι εγγραφής" {...field("initiationGift")} rules={[giftRule]}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Πόντοι γενεθλίων" {...field("birthdayGift")} rules={[giftRule]}>
          <InputNumber min={0} max={100000} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Δωρεάν κουπόνια ανά υπάλληλο την ημέρα"
          {...field("hiddenCouponsPerDay")}
          rules={[{ required: true, message: "Συμπληρώστε έναν αριθμό (0: μόνο ο ιδιοκτήτης)." }]}
        >
          <InputNumber min={0} max={100} precision={0} style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Λήξη πόντων (μήνες)" {...field("pointsExpireMonths")}>
          <InputNumber min={1} max={120} precision={0} placeholder="Δεν λήγουν" style={{ width: "100%" }} />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label="Μήνυμα γενεθλίων" {...field("birthdayNotification")}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Col>
    </SettingsForm>
  );
}
