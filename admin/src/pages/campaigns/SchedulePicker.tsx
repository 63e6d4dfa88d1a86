// When the message goes out: now, or at a chosen day and time within the next 90 days.
import { Col, Radio, Row, Space, TimePicker } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { CalendarPicker } from "../../components/dates/CalendarPicker";

/** How far ahead a launch may be scheduled (the server refuses later times). */
const MAX_SCHEDULE_DAYS = 90;

export type ScheduleChoice = { mode: "now" | "later"; day: Dayjs | null; time: Dayjs | null };

export function defaultSchedule(): ScheduleChoice {
  const tomorrowAtTen = dayjs().add(1, "day").hour(10).minute(0).second(0).millisecond(0);
  return { mode: "now", day: tomorrowAtTen, time: tomorrowAtTen };
}

/** The moment chosen, or null for "now" or an incomplete choice. */
export function scheduledMoment(choice: ScheduleChoice): Dayjs | null {
  if (choice.mode === "now" || !choice.day || !choice.time) return null;
  return choice.day.hour(choice.time.hour()).minute(choice.time.minute()).second(0).millisecond(0);
}

/** A Greek sentence when the chosen moment cannot be used, else null. */
export function scheduleProblem(choice: ScheduleChoice): string | null {
  if (choice.mode === "now") return null;
  const moment = scheduledMoment(choice);
  if (!moment) return "Επιλέξτε ημέρα και ώρα αποστολής.";
  if (!moment.isAfter(dayjs()) || moment.isAfter(dayjs().add(MAX_SCHEDULE_DAYS, "day"))) {
    return `Επιλέξτε μελλοντική ώρα αποστολής (έως ${MAX_SCHEDULE_DAYS} ημέρες).`;
  }
  return null;
}

type Props = { value: ScheduleChoice; onChange: (value: ScheduleChoice) => void };

export function SchedulePicker({ value, onChange }: Props) {
  const today = dayjs();
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Radio.Group value={value.mode} onChange={(event) => onChange({ ...value, mode: event.target.value })} aria-label="Χρόνος αποστολής">
        <Space direction="vertical">
          <Radio value="now">Αποστολή τώρα</Radio>
          <Radio value="later">Προγραμματισμός για αργότερα</Radio>
        </Space>
      </Radio.Group>
      {value.mode === "later" && (
        <Row gutter={[16, 12]}>
          <Col xs={24} sm={14}>
            <CalendarPicker
              aria-label="Ημέρα αποστολής"
              style={{ width: "100%" }}
              allowClear={false}
              value={value.day}
              minDate={today}
              maxDate={today.add(MAX_SCHEDULE_DAYS, "day")}
              onChange={(day) => onChange({ ...value, day })}
            />
          </Col>
          <Col xs={24} sm={10}>
            <TimePicker
              aria-label="Ώρα αποστολής"
              style={{ width: "100%" }}
              format="HH:mm"
              minuteStep={5}
              allowClear={false}
              needConfirm={false}
              value={value.time}
              onChange={(time: Dayjs | null) => onChange({ ...value, time })}
            />
          </Col>
        </Row>
      )}
    </Space>
  );
}
