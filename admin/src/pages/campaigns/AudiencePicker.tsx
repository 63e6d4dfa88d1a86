// Who receives the message: every customer who accepts news on the channel, one of the shop's e-mail lists
// (channels that take them), or the customers matching the shop's custom options, points and last visit.
import { Checkbox, Col, Form, InputNumber, Radio, Row, Select, Space, Typography } from "antd";
import dayjs from "dayjs";
import { channelOf } from "../../channels/registry";
import { CalendarPicker } from "../../components/dates/CalendarPicker";
import type { AudienceChoice } from "./audience";
import type { AudienceOptions } from "./queries";
import { countText } from "@shared/counts.js";

/** The value a BOOLEAN custom option stores when it is on (as the customer panel saves it). */
const BOOLEAN_ON = "true";

type Props = { options: AudienceOptions; value: AudienceChoice; onChange: (value: AudienceChoice) => void };

function Filters({ options, value, onChange }: Props) {
  const set = (patch: Partial<AudienceChoice>) => onChange({ ...value, ...patch });
  const setOption = (key: string, chosen: string | undefined) => set({ customOptions: { ...value.customOptions, [key]: chosen } });
  const today = dayjs();
  return (
    <Form layout="vertical" component="div" className="audience-filters">
      <Row gutter={16}>
        {options.customOptions.map((option) => (
          <Col key={option.key} xs={24} sm={12}>
            {option.type === "LIST" ? (
              <Form.Item label={option.key}>
                <Select
                  allowClear
                  placeholder="Οποιαδήποτε επιλογή"
                  aria-label={option.key}
                  value={value.customOptions[option.key]}
                  onChange={(chosen?: string) => setOption(option.key, chosen)}
                  options={option.options.map(({ id, label }) => ({ value: id, label }))}
                />
              </Form.Item>
            ) : (
              <Form.Item label={option.key}>
                <Checkbox
                  checked={value.customOptions[option.key] === BOOLEAN_ON}
                  onChange={(event) => setOption(option.key, event.target.checked ? BOOLEAN_ON : undefined)}
                >
                  Μόνο όσοι έχουν «{option.key}»
                </Checkbox>
              </Form.Item>
            )}
          </Col>
        ))}
        <Col xs={24} sm={12}>
          <Form.Item label="Τουλάχιστον πόντοι" htmlFor="audience-min-points">
            <InputNumber
              id="audience-min-points"
              min={0}
              precision={0}
              style={{ width: "100%" }}
              placeholder="Χωρίς όριο"
              value={value.minPoints}
              onChange={(minPoints) => set({ minPoints: minPoints ?? null })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Τελευταία επίσκεψη από" htmlFor="audience-visit-after">
            <CalendarPicker
              id="audience-visit-after"
              style={{ width: "100%" }}
              placeholder="Οποτεδήποτε"
              value={value.lastVisitAfter}
              maxDate={value.lastVisitBefore ?? today}
              onChange={(lastVisitAfter) => set({ lastVisitAfter })}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="Τελευταία επίσκεψη πριν από" htmlFor="audience-visit-before">
            <CalendarPicker
              id="audience-visit-before"
              style={{ width: "100%" }}
              placeholder="Οποτεδήποτε"
              value={value.lastVisitBefore}
              minDate={value.lastVisitAfter}
              maxDate={today.add(1, "day")}
              onChange={(lastVisitBefore) => set({ lastVisitBefore })}
            />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

export function AudiencePicker({ options, value, onChange }: Props) {
  const listsApply = channelOf(options.submission.type).emailLists === true;
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Radio.Group value={value.kind} onChange={(event) => onChange({ ...value, kind: event.target.value })} aria-label="Παραλήπτες">
        <Space direction="vertical">
          <Radio value="all">Όλοι οι πελάτες που δέχονται ενημερώσεις</Radio>
          {listsApply && (
            <Radio value="emailList" disabled={options.emailLists.length === 0}>
              Μια λίστα e-mail{options.emailLists.length === 0 && " (το κατάστημα δεν έχει λίστες)"}
            </Radio>
          )}
          <Radio value="filter">Πελάτες με κριτήρια</Radio>
        </Space>
      </Radio.Group>
      {value.kind === "emailList" && (
        <Select
          style={{ width: "100%" }}
          placeholder="Επιλέξτε λίστα"
          aria-label="Λίστα e-mail"
          value={value.emailListId}
          onChange={(emailListId: string) => onChange({ ...value, emailListId })}
          options={options.emailLists.map((list) => ({ value: list.id, label: `${list.title} (${countText(list.count, "address")})` }))}
        />
      )}
      {value.kind === "filter" && <Filters options={options} value={value} onChange={onChange} />}
      <Typography.Text type="secondary">Μόνο όσοι έχουν δεχτεί να λαμβάνουν ενημερώσεις και δεν τις έχουν διακόψει θα λάβουν το μήνυμα.</Typography.Text>
    </Space>
  );
}
