// A form in a modal for adding or editing one row (a store, a template, a key…) of a Refine resource.
// Each opening starts from `initialValues`; the modal closes when the save succeeds.
import { useForm } from "@refinedev/antd";
import type { BaseKey, BaseRecord, HttpError } from "@refinedev/core";
import { Form, Modal, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { successNotification } from "../../lib/notifications";
import { saveFailed, showFieldErrors } from "./save";

type Props<Values> = {
  open: boolean;
  title: string;
  form: FormInstance<Values>;
  initialValues?: Partial<Values>;
  saving: boolean;
  okText?: string;
  /** Wider than antd's 520 px for side-by-side content (the template editor and its preview). */
  width?: number;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
};

export function FormModal<Values>({ open, title, form, initialValues, saving, okText = "Αποθήκευση", width, onFinish, onClose, children }: Props<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="Άκυρο"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      width={width}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} preserve={false}>
        {children}
        {/* Enter in a field submits the form. */}
        <button type="submit" hidden />
      </Form>
    </Modal>
  );
}

type SaveModalProps<Values> = {
  open: boolean;
  title: string;
  resource: string;
  /** The row edited; a new row when omitted. */
  id?: BaseKey;
  initialValues?: Partial<Values>;
  /** The form's values as the resource's create or update takes them. */
  toInput: (values: Values) => object;
  success: string;
  okText?: string;
  width?: number;
  /** The saved row as the server answered (e.g. with a secret shown once). */
  onSaved?: (saved: BaseRecord) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The usual FormModal over Refine's useForm: created or updated through the data provider, the
 * server's field errors on its fields, closed on success. Mounted only while open, so every opening
 * gets a new form: a form kept across openings would carry the previous row's values over `initialValues`.
 */
export function SaveModal<Values>(props: SaveModalProps<Values>) {
  return props.open ? <OpenSaveModal<Values> {...props} /> : null;
}

function OpenSaveModal<Values>({ open, title, resource, id, initialValues, toInput, success, okText, width, onSaved, onClose, children }: SaveModalProps<Values>) {
  const { form, formProps, formLoading } = useForm<BaseRecord, HttpError, object>({
    resource,
    action: id === undefined ? "create" : "edit",
    id,
    redirect: false,
    // The row is already read by the list: its values are `initialValues`.
    queryOptions: { enabled: false },
    successNotification: successNotification(success),
    errorNotification: saveFailed,
    // Closed first: what `onSaved` opens next (the import after a new list) stays open.
    onMutationSuccess: ({ data }) => {
      onClose();
      onSaved?.(data);
    },
    onMutationError: (error) => showFieldErrors(form, error),
  });
  return (
    <FormModal<Values>
      open={open}
      title={title}
      form={form as unknown as FormInstance<Values>}
      initialValues={initialValues}
      saving={formLoading}
      okText={okText}
      width={width}
      onFinish={(values) => formProps.onFinish?.(toInput(values))}
      onClose={onClose}
    >
      {children}
    </FormModal>
  );
}
