// The form of a point reward or a stamp reward. Point rewards also have an admin title, a value in
// euros, automatic gifting on the Nth purchase (hidden rewards only) and instant redemption.
import { useNavigation } from "@refinedev/core";
import { Button, Card, Col, Flex, Form, Input, InputNumber, Row, Switch, type FormInstance } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { CalendarPicker } from "../../components/dates/CalendarPicker";
import { MediaPicker } from "../../components/media/MediaPicker";
import { euroRule } from "../../lib/euros";
import { clearable } from "../../lib/screenReader";
import { rewardKinds, type RewardKind } from "./kinds";
import type { RewardFormValues } from "./rewardValues";

const FUTURE_DATE_MESSAGE = "Η ημερομηνία λήξης πρέπει να είναι στο μέλλον.";

type Props = {
  kind: RewardKind;
  form: FormInstance<RewardFormValues>;
  initialValues: RewardFormValues;
  saving: boolean;
  submitLabel: string;
  onFinish: (values: RewardFormValues) => void;
};

/** Form.Item hands its child `value` and `onChange`; the calendar wants them always. */
function ExpiryField({ value, onChange, id }: { value?: Dayjs | null; onChange?: (value: Dayjs | null) => void; id?: string }) {
  return (
    <CalendarPicker
      id={id}
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      minDate={dayjs()}
      placeholder="Χωρίς λήξη"
      allowClear={clearable}
      style={{ width: "100%" }}
    />
  );
}

export function RewardForm({ kind, form, initialValues, saving, submitLabel, onFinish }: Props) {
  const { list } = useNavigation();
  const config = rewardKinds[kind];
  const hidden = Form.useWatch("hidden", form) ?? initialValues.hidden;
  const initialExpiry = initialValues.validUntil;

  return (
    <Card>
      <Form<RewardFormValues> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} scrollToFirstError>
        <Row gutter={24}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Τίτλος"
              name="title"
              extra="Ο τίτλος που βλέπουν οι πελάτες και γράφεται στο κουπόνι."
              rules={[{ required: true, whitespace: true, message: "Συμπληρώστε τον τίτλο." }]}
            >
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          {kind === "points" && (
            <Col xs={24} md={12}>
              <Form.Item label="Τίτλος για το προσωπικό" name="adminTitle" extra="Προαιρετικός· τον βλέπει μόνο το προσωπικό στο ταμείο.">
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          )}
          <Col xs={24}>
            <Form.Item label="Περιγραφή" name="description">
              <Input.TextArea rows={3} maxLength={1000} showCount />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label={config.costLabel}
              name="points"
              rules={[{ required: true, type: "integer", min: 1, max: config.maxCost, message: "Το κόστος πρέπει να είναι θετικός ακέραιος." }]}
            >
              <InputNumber min={1} max={config.maxCost} precision={0} style={{ width: "100%" }} />
            </Form.Item>
          </Col>
          {kind === "points" && (
            <Col xs={24} md={12}>
              <Form.Item label="Αξία (€)" name="amount" extra="Η αξία του κουπονιού σε ευρώ· κενό αν δεν έχει χρηματική αξία." rules={[euroRule]}>
                <Input inputMode="decimal" placeholder="π.χ. 2,50" suffix="€" />
              </Form.Item>
            </Col>
          )}
          <Col xs={24} md={12}>
            <Form.Item
              label="Λήξη"
              name="validUntil"
              extra="Η ανταμοιβή ισχύει έως και αυτή την ημέρα· κενό για χωρίς λήξη."
              rules={[
                {
                  validator: (_, value: Dayjs | null) =>
                    value && !value.isSame(initialExpiry, "day") && value.isBefore(dayjs(), "day")
                      ? Promise.reject(new Error(FUTURE_DATE_MESSAGE))
                      : Promise.resolve(),
                },
              ]}
            >
              <ExpiryField />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Εικόνα" name="url">
              <MediaPicker title="Εικόνα ανταμοιβής" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Κρυφή ανταμοιβή" name="hidden" valuePropName="checked" extra="Δεν εμφανίζεται στους πελάτες· τη δίνει το κατάστημα ως δώρο.">
              <Switch />
            </Form.Item>
          </Col>
          {kind === "points" && hidden && (
            <Col xs={24} md={12}>
              <Form.Item
                label="Αυτόματο δώρο στη συναλλαγή αριθμός"
                name="giftOnNthTransaction"
                extra="Δίνεται αυτόματα στον πελάτη στη συγκεκριμένη συναλλαγή του (π.χ. 10 για τη 10η)· κενό για χωρίς αυτόματη δωρεά."
                rules={[{ type: "integer", min: 1, message: "Ο αριθμός συναλλαγών πρέπει να είναι θετικός ακέραιος." }]}
              >
                <InputNumber min={1} max={10000} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          )}
          {kind === "points" && (
            <Col xs={24} md={12}>
              <Form.Item
                label="Άμεση εξαργύρωση"
                name="instantReward"
                valuePropName="checked"
                extra="Το κουπόνι εξαργυρώνεται αμέσως μόλις δημιουργηθεί στο ταμείο."
              >
                <Switch />
              </Form.Item>
            </Col>
          )}
        </Row>
        <Flex justify="flex-end" gap={8} wrap="wrap">
          <Button onClick={() => list(config.resource)}>Άκυρο</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
