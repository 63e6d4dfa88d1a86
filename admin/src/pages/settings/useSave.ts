// One way for every settings tab to save: a toast on success, the server's field errors on the
// form's fields and a toast on failure, then the reads that show the change are refreshed.
import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { toast } from "../../components/feedback/feedback";
import { errorMessage, toFormFields } from "../../lib/errors";

type Options<Input, Output> = {
  mutationFn: (input: Input) => Promise<Output>;
  /** The toast after success; none when omitted. */
  success?: string;
  /** Queries that show what changed. */
  invalidate: QueryKey[];
  /** The form whose fields receive the server's field errors. */
  form?: FormInstance;
  onSuccess?: (output: Output) => void;
};

export function useSave<Input, Output>({ mutationFn, success, invalidate, form, onSuccess }: Options<Input, Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (output) => {
      if (success) toast.success(success);
      onSuccess?.(output);
    },
    onError: (error) => {
      const fields = toFormFields(error);
      if (form && fields.length) {
        form.setFields(fields);
        // The person is looking at the save button; the field that failed may be far above it.
        form.scrollToField(fields[0].name, { block: "center", focus: true });
      }
      toast.error("Η αλλαγή δεν αποθηκεύτηκε", errorMessage(error));
    },
    onSettled: () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
