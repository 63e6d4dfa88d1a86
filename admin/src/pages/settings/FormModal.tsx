// A form in a modal for adding or editing one row (a store, a tag, a template…). Each opening
// starts from `initialValues`; the modal closes when `onFinish` succeeds.
import type { QueryKey } from "@tanstack/react-query";
import { Form, Modal, type FormInstance } from "antd";
import type { ReactNode } from "react";
import { useSave } from "./useSave";

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
  initialValues?: Partial<Values>;
  /** Saves the form's values (adds or updates the row). */
  mutationFn: (values: Values) => Promise<unknown>;
  success: string;
  invalidate: QueryKey[];
  width?: number;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The usual FormModal: its values saved by useSave, the server's field errors on its fields, closed on
 * success. Mounted only while open, so every opening gets a new form: a form instance kept across
 * openings would carry the previous row's (or an empty add's) values over `initialValues`.
 */
export function SaveModal<Values>(props: SaveModalProps<Values>) {
  return props.open ? <OpenSaveModal<Values> {...props} /> : null;
}

function OpenSaveModal<Values>({ open, title, initialValues, mutationFn, success, invalidate, width, onClose, children }: SaveModalProps<Values>) {
  const [form] = Form.useForm<Values>();
  const save = useSave({ mutationFn, success, invalidate, form, onSuccess: onClose });
  return (
    <FormModal<Values>
      open={open}
      title={title}
      form={form}
      initialValues={initialValues}
      saving={save.isLoading}
      width={width}
      onFinish={(values) => save.mutate(values)}
      onClose={onClose}
    >
      {children}
    </FormModal>
  );
}
