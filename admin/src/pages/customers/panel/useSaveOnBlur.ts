// A text that saves itself when the person leaves the field, if it changed since the last save.
import type { BaseRecord, HttpError, UseUpdateReturnType } from "@refinedev/core";
import { useEffect, useRef, useState } from "react";
import { errorMessage, fieldErrors } from "../../../lib/errors";

type Options<Record extends BaseRecord, Values> = {
  /** The stored text, as the field should start. */
  initial: string;
  /** Refine's update of the record the text belongs to (resource and id set; it refreshes the reads). */
  update: UseUpdateReturnType<Record, HttpError, Values>;
  /** The record's changed values for the text. */
  values: (text: string) => Values;
  /** The input field whose errors (the server's, on the provider's HttpError) belong under this field. */
  field: string;
};

export function useSaveOnBlur<Record extends BaseRecord, Values>({ initial, update, values, field }: Options<Record, Values>) {
  const [value, setValue] = useState(initial);
  const saved = useRef(initial);

  // A fresh read from the server replaces the text unless the person is mid-edit.
  useEffect(() => {
    setValue((current) => (current === saved.current ? initial : current));
    saved.current = initial;
  }, [initial]);

  const onBlur = () => {
    const text = value.trim();
    if (text === saved.current) {
      update.reset();
      return;
    }
    update.mutate(
      { values: values(text) },
      {
        onSuccess: () => {
          saved.current = text;
          setValue(text);
        },
      },
    );
  };

  const error = update.error ? (fieldErrors(update.error)[field]?.[0] ?? errorMessage(update.error)) : null;
  const status: "" | "validating" | "error" | "success" = update.isLoading ? "validating" : error ? "error" : update.isSuccess ? "success" : "";
  return { value, setValue, onBlur, error, status };
}
