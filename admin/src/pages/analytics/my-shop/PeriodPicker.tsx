// The period of the screen: a range with presets (Greek calendar, weeks from Monday) and the chart
// interval. On a phone the two-month calendar does not fit, so the presets come as a list and the
// range as two single-month pickers.
import { ConfigProvider, DatePicker, Grid, Segmented, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { INTERVAL_LABELS, PERIOD_INTERVALS, type PeriodInterval } from "../../../../../server/src/shared/analytics.js";
import { periodPresets, toDay, type Period } from "../period";

type Props = { period: Period; onRange: (from: string, to: string) => void; onInterval: (interval: PeriodInterval) => void };

const FORMAT = "D MMM YYYY";
/** The days inside the chosen range: the brand's light tint (the default grey reads as disabled). */
const RANGE_COLOR = "#e1f1ed";
const future = (date: Dayjs) => date.isAfter(dayjs(), "day");

export function PeriodPicker({ period, onRange, onInterval }: Props) {
  const wide = Grid.useBreakpoint().md;
  const presets = periodPresets();
  const from = dayjs(period.from);
  const to = dayjs(period.to);
  const interval = (
    <Segmented
      aria-label="Διάστημα γραφημάτων"
      block={!wide}
      style={wide ? undefined : { width: "100%" }}
      value={period.interval}
      onChange={(value) => onInterval(value as PeriodInterval)}
      options={PERIOD_INTERVALS.map((value) => ({ value, label: INTERVAL_LABELS[value] }))}
    />
  );
  if (wide) {
    return (
      <div className="analytics-toolbar">
        <ConfigProvider theme={{ components: { DatePicker: { cellActiveWithRangeBg: RANGE_COLOR, cellHoverWithRangeBg: RANGE_COLOR } } }}>
          <DatePicker.RangePicker
            aria-label="Περίοδος"
            value={[from, to]}
            presets={presets}
            format={FORMAT}
            allowClear={false}
            disabledDate={future}
            onChange={(range) => range?.[0] && range[1] && onRange(toDay(range[0]), toDay(range[1]))}
          />
        </ConfigProvider>
        {interval}
      </div>
    );
  }
  const preset = presets.find(({ value }) => toDay(value[0]) === period.from && toDay(value[1]) === period.to);
  return (
    <div className="analytics-toolbar" style={{ width: "100%" }}>
      <Select
        aria-label="Περίοδος"
        style={{ width: "100%" }}
        value={preset?.label ?? "custom"}
        onChange={(label) => {
          const chosen = presets.find((item) => item.label === label);
          if (chosen) onRange(toDay(chosen.value[0]), toDay(chosen.value[1]));
        }}
        options={[...presets.map(({ label }) => ({ value: label, label })), ...(preset ? [] : [{ value: "custom", label: "Άλλη περίοδος" }])]}
      />
      <div className="analytics-dates">
        <DatePicker aria-label="Από" value={from} format={FORMAT} allowClear={false} inputReadOnly disabledDate={(date) => future(date) || date.isAfter(to, "day")} onChange={(date) => date && onRange(toDay(date), period.to)} />
        <DatePicker aria-label="Έως" value={to} format={FORMAT} allowClear={false} inputReadOnly disabledDate={(date) => future(date) || date.isBefore(from, "day")} onChange={(date) => date && onRange(period.from, toDay(date))} />
      </div>
      {interval}
    </div>
  );
}
