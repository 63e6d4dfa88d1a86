// The search box of the customer lists (the customers, the history): a phone in any form or part of a
// name, reported trimmed once typing pauses for 500 ms (one search per pause, not per key). The server
// reads it (customers/search.ts): digits match anywhere in the phone, letters a first or last name.
import { SearchOutlined } from "@ant-design/icons";
import { Input } from "antd";
import { useEffect, useState } from "react";
import { clearable } from "../lib/screenReader";

const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  /** The text the box starts with (a search the page kept). */
  initial?: string;
  onSearch: (text: string) => void;
  /** The visible hint; also the box's name unless `label` is given. */
  placeholder?: string;
  label?: string;
};

export function CustomerSearch({ initial = "", onSearch, placeholder = "Αναζήτηση με τηλέφωνο ή όνομα", label = placeholder }: Props) {
  const [value, setValue] = useState(initial);
  const text = value.trim();
  // biome-ignore lint/correctness/useExhaustiveDependencies: onSearch may change identity each render; only the typed text restarts the wait
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <Input
      allowClear={clearable}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      placeholder={placeholder}
      aria-label={label}
      prefix={<SearchOutlined />}
      autoComplete="off"
      style={{ maxWidth: 340 }}
    />
  );
}
