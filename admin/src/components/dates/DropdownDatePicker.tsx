// Three selects (year / month / day) for dates far in the past, such as a birthday, where a calendar
// would need dozens of clicks. The rules live in dropdownDate.ts.
import { Select, Space } from "antd";
import { useEffect, useMemo, useRef, useState } from "react";
import { dayChoices, fromIsoDate, MONTH_NAMES, setDatePart, toIsoDate, yearChoices, type DateValue } from "./dropdownDate";

// Select dropdowns are at most 60 units (4 px each) tall: a year list scrolls rather than covering the page.
const LIST_HEIGHT = 240;

type Props = {
  /** "YYYY-MM-DD" or null. */
  value: string | null;
  /** Called with "YYYY-MM-DD" once all three parts are chosen, and with null when all three are cleared. */
  onChange: (value: string | null) => void;
  disabled?: boolean;
  /** Prefix for the selects' ids, so a label can point at the year select. */
  id?: string;
};

export function DropdownDatePicker({ value, onChange, disabled, id = "date" }: Props) {
  const [parts, setParts] = useState<DateValue>(() => fromIsoDate(value));
  const years = useMemo(() => yearChoices(new Date()), []);

  // The dates handed to onChange and not yet back as the value. When one comes back (its save went
  // through), the person may already have picked further (a new year that clears 29 February): what
  // they see stays.
  const sent = useRef<(string | null)[]>([]);
  // Any other new value (another customer, a change made elsewhere) replaces what is shown.
  useEffect(() => {
    const echo = sent.current.indexOf(value);
    if (echo >= 0) {
      sent.current = sent.current.slice(echo + 1);
      return;
    }
    setParts((current) => (toIsoDate(current) === value ? current : fromIsoDate(value)));
  }, [value]);

  const change = (part: keyof DateValue, next: number | null | undefined) => {
    const updated = setDatePart(parts, part, next ?? null);
    setParts(updated);
    const iso = toIsoDate(updated);
    const cleared = updated.year === null && updated.month === null && updated.day === null;
    if ((iso !== null || cleared) && iso !== value) {
      sent.current = [...sent.current, iso];
      onChange(iso);
    }
  };

  const days = dayChoices(parts);
  return (
    <Space.Compact block>
      <Select
        id={`${id}-year`}
        aria-label="Έτος"
        placeholder="Έτος"
        value={parts.year}
        onChange={(next) => change("year", next)}
        options={years.map((year) => ({ value: year, label: String(year) }))}
        disabled={disabled}
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: "32%" }}
        listHeight={LIST_HEIGHT}
      />
      <Select
        id={`${id}-month`}
        aria-label="Μήνας"
        placeholder="Μήνας"
        value={parts.month}
        onChange={(next) => change("month", next)}
        options={MONTH_NAMES.map((name, index) => ({ value: index + 1, label: name }))}
        disabled={disabled}
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: "38%" }}
        listHeight={LIST_HEIGHT}
      />
      <Select
        id={`${id}-day`}
        aria-label="Ημέρα"
        placeholder="Ημέρα"
        value={parts.day}
        onChange={(next) => change("day", next)}
        options={days.map((day) => ({ value: day, label: String(day) }))}
        disabled={disabled || days.length === 0}
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: "30%" }}
        listHeight={LIST_HEIGHT}
      />
    </Space.Compact>
  );
}
