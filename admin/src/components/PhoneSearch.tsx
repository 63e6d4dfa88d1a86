// A phone search box that reports what was typed once typing pauses for 500 ms (one search per pause, not per key),
// as digits only: lists match them anywhere in the customer's phone.
import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useEffect, useState } from "react";
import { clearable } from "../lib/screenReader";

const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  onSearch: (digits: string) => void;
  delayMs?: number;
  placeholder?: string;
};

export function PhoneSearch({ onSearch, delayMs = SEARCH_DEBOUNCE_MS, placeholder = "Αναζήτηση με τηλέφωνο" }: Props) {
  const [value, setValue] = useState("");
  const digits = value.replace(/\D/g, "");

  useEffect(() => {
    const timer = setTimeout(() => onSearch(digits), delayMs);
    return () => clearTimeout(timer);
  }, [digits, delayMs, onSearch]);

  return (
    <Input
      allowClear={clearable}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      inputMode="tel"
      autoComplete="off"
      placeholder={placeholder}
      prefix={<SearchOutlined />}
      aria-label={placeholder}
      style={{ maxWidth: 320 }}
    />
  );
}
