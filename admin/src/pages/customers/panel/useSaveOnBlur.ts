// A text that saves itself when the person leaves the field, if it changed since the last save.
import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { errorMessage, fieldErrors } from "../../../lib/errors";

type Options = {
  /** The stored text, as the field should start. */
  initial: string;
  save: (text: string) => Promise<unknown>;
  /** The input field whose zod errors belong under this field. */
  field: string;
  onSaved?: () => void;
};

export function useSaveOnBlur({ initial, save, field, onSaved }: Options) {
  const [value, setValue] = useState(initial);
  const saved = useRef(initial);
  const mutation = useMutation({ mutationFn: save, onSuccess: onSaved });

  // A fresh read from the server replaces the text unless the person is mid-edit.
  useEffect(() => {
    setValue((current) => (current === saved.current ? initial : current));
    saved.current = initial;
  }, [initial]);

  const onBlur = () => {
    const text = value.trim();
    if (text === saved.current) {
      mutation.reset();
      return;
    }
    mutation.mutate(text, {
      onSuccess: () => {
        saved.current = text;
        setValue(text);
      },
    });
  };

  const error = mutation.error ? (fieldErrors(mutation.error)[field]?.[0] ?? errorMessage(mutation.error)) : null;
  const status: "" | "validating" | "error" | "success" = mutation.isLoading
    ? "validating"
    : error
      ? "error"
      : mutation.isSuccess
        ? "success"
        : "";
  return { value, setValue, onBlur, error, status };
}
