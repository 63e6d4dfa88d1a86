// The admin's calendar date picker: antd's DatePicker in Greek, with optional bounds. Its header
// switches between the day, month, year and decade views; the day view is the usual 6 × 7 grid.
import { DatePicker, type DatePickerProps } from "antd";
import el_GR from "antd/locale/el_GR";
import type { Dayjs } from "dayjs";
import { isOutsideBounds } from "./calendarRange";

type Props = Omit<DatePickerProps, "value" | "onChange" | "onOk" | "minDate" | "maxDate" | "disabledDate" | "locale"> & {
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
  minDate?: Dayjs | null;
  maxDate?: Dayjs | null;
};

export function CalendarPicker({ value, onChange, minDate, maxDate, format = "DD/MM/YYYY", ...rest }: Props) {
  const bounds = { minDate, maxDate };
  return (
    <DatePicker
      {...rest}
      locale={el_GR.DatePicker}
      format={format}
      value={value}
      minDate={minDate ?? undefined}
      maxDate={maxDate ?? undefined}
      disabledDate={(date) => isOutsideBounds(date, bounds)}
      // A typed date outside the bounds is ignored, as a clicked one is.
      onChange={(next: Dayjs | null) => {
        if (next && isOutsideBounds(next, bounds)) return;
        onChange(next);
      }}
    />
  );
}
