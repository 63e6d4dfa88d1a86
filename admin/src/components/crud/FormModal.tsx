// A resource's create or edit form in a modal over its list: Refine's useModalForm with the admin's
// words. `show()` opens a new record, `show(id)` an existing one, read with the resource's getOne; the
// save goes through the data provider, the server's field errors land on the fields (the first one
// scrolled into view), and the modal closes when the save succeeds.
import { useModalForm, type UseModalFormProps, type UseModalFormReturnType } from "@refinedev/antd";
import type { BaseRecord, HttpError } from "@refinedev/core";
import { Form, Modal } from "antd";
import type { ReactNode } from "react";
import { successNotification } from "../../lib/notifications";
import { saveFailed, showFieldErrors } from "./saveErrors";

type FormModalOptions<Values, Saved extends BaseRecord> = Omit<
  UseModalFormProps<Saved, HttpError, Values>,
  "successNotification" | "onMutationSuccess" | "onMutationError"
> & {
  /** The toast after the save. */
  success: string;
  /** The saved record as the server answered it (a secret shown once, the list to fill next). */
  onSaved?: (saved: Saved) => void;
};

/** What <FormModal> takes of useFormModal's answer (whatever record the save answers with). */
export type FormModalState<Values> = Pick<UseModalFormReturnType<BaseRecord, HttpError, Values>, "modalProps" | "formProps" | "form" | "query" | "id">;

/** Refine's useModalForm: no redirect, a failed save told by `saveFailed` unless `errorNotification` says otherwise. */
export function useFormModal<Values, Saved extends BaseRecord = BaseRecord>({ success, onSaved, ...options }: FormModalOptions<Values, Saved>) {
  const modal: UseModalFormReturnType<Saved, HttpError, Values> = useModalForm<Saved, HttpError, Values>({
    redirect: false,
    errorNotification: saveFailed,
    ...options,
    successNotification: successNotification(success),
    onMutationSuccess: ({ data }) => onSaved?.(data),
    onMutationError: (error) => showFieldErrors(modal.form, error),
  });
  return modal;
}

type Props<Values> = {
  modal: FormModalState<Values>;
  title: ReactNode;
  /** The form's name, before its fields' ids: two forms open on one page keep their ids apart. */
  name?: string;
  okText?: string;
  /** Wider than antd's 520 px for side-by-side content (the template editor and its preview). */
  width?: number;
  /** A new record's first values; an existing one's are the record as read. */
  initialValues?: Partial<Values>;
  /** The form's values as the resource's create or update takes them (trimmed, empty texts as null…). */
  toInput?: (values: Values) => object;
  children: ReactNode;
};

export function FormModal<Values>({ modal, title, name, okText = "Αποθήκευση", width, initialValues, toInput, children }: Props<Values>) {
  const { modalProps, formProps, query } = modal;
  // Refine types the form's values and the mutation's input as one type.
  const save = (values: Values) => formProps.onFinish?.((toInput ? toInput(values) : values) as Values);
  return (
    <Modal
      {...modalProps}
      title={title}
      okText={okText}
      cancelText="Άκυρο"
      width={width}
      // The fields show once the record is read; while it saves they stay, to take the server's errors.
      loading={Boolean(query?.isFetching && !query.data)}
      // Mounted when opened, so a field's autoFocus takes the cursor; each opening starts anew.
      forceRender={false}
      destroyOnHidden
    >
      <Form<Values>
        {...formProps}
        name={name}
        layout="vertical"
        initialValues={formProps.initialValues ?? initialValues}
        // The promise fails with the save, which the toast and the fields already tell.
        onFinish={(values) => void Promise.resolve(save(values)).catch(() => undefined)}
      >
        {children}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}
