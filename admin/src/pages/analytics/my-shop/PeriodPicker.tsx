// The period of the screen: a preset (Greek calendar, weeks from Monday) or any range of days, and the
// chart interval. Native controls (the phone's own date picker), so the analytics load no antd.
import dayjs from "dayjs";
import { INTERVAL_LABELS, PERIOD_INTERVALS, type PeriodInterval } from "@shared/analytics.js";
import { periodPresets, toDay, type Period } from "../period";

type Props = { period: Period; onRange: (from: string, to: string) => void; onInterval: (interval: PeriodInterval) => void };

const CUSTOM = "custom";

export function PeriodPicker({ period, onRange, onInterval }: Props) {
  const presets = periodPresets();
  const today = toDay(dayjs());
  const preset = presets.find(({ value }) => toDay(value[0]) === period.from && toDay(value[1]) === period.to);
  return (
    <div className="analytics-toolbar">
      <select
        aria-label="Περίοδος"
        className="plain-control"
        value={preset?.label ?? CUSTOM}
        onChange={(event) => {
          const chosen = presets.find((item) => item.label === event.target.value);
          if (chosen) onRange(toDay(chosen.value[0]), toDay(chosen.value[1]));
        }}
      >
        {presets.map(({ label }) => (
          <option key={label} value={label}>
            {label}
          </option>
        ))}
        {preset ? null : <option value={CUSTOM}>Άλλη περίοδος</option>}
      </select>
      <div className="analytics-dates">
        <input
          type="date"
          aria-label="Από"
          className="plain-control"
          value={period.from}
          max={period.to}
          required
          onChange={(event) => event.target.value && onRange(event.target.value, period.to)}
        />
        <input
          type="date"
          aria-label="Έως"
          className="plain-control"
          value={period.to}
          min={period.from}
          max={today}
          required
          onChange={(event) => event.target.value && onRange(period.from, event.target.value)}
        />
      </div>
      <div className="analytics-interval" role="radiogroup" aria-label="Διάστημα γραφημάτων">
        {PERIOD_INTERVALS.map((value) => (
          <label key={value} className={value === period.interval ? "analytics-interval-option analytics-interval-checked" : "analytics-interval-option"}>
            <input type="radio" name="analytics-interval" value={value} checked={value === period.interval} onChange={() => onInterval(value)} />
            {INTERVAL_LABELS[value]}
          </label>
        ))}
      </div>
    </div>
  );
}
