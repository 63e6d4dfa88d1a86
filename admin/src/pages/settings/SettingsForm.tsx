// One section of settings.get edited as a form: loaded, saved by its own procedure, and refreshed
// from the saved answer (the sidebar's company.get too).
import { Form, Row } from "antd";
import type { ReactNode } from "react";
import { toast } from "../../components/feedback/feedback";
import { keys } from "./keys";
import { SaveRow, SettingsCard } from "./SettingsCard";
import { useSave } from "./useSave";
import { useSettings, type ShopSettings } from "./useSettings";

type Section = keyof ShopSettings;

type Props<Name extends Section, Values, Input> = {
  title: ReactNode;
  extra?: ReactNode;
  section: Name;
  /** The form's values for the section as read or as saved. */
  toValues: (section: ShopSettings[Name]) => Values;
  toInput: (values: Values) => Input;
  /** Saves the section and answers with it. */
  mutationFn: (input: Input) => Promise<ShopSettings[Name]>;
  success: string;
  /** The fields, laid out in one row. */
  children: ReactNode;
};

export function SettingsForm<Name extends Section, Values extends Record<string, unknown>, Input>(props: Props<Name, Values, Input>) {
  const { title, extra, section, toValues, toInput, mutationFn, success, children } = props;
  const [form] = Form.useForm<Values>();
  const settings = useSettings();
  const save = useSave({
    mutationFn,
    success,
    invalidate: [keys.settings, keys.company],
    form,
    // antd types the argument as a deep partial, which TypeScript cannot relate to a generic Values.
    onSuccess: (saved) => form.setFieldsValue(toValues(saved) as Parameters<typeof form.setFieldsValue>[0]),
  });

  return (
    <SettingsCard title={title} extra={extra} loading={settings.isLoading} error={settings.error} onRetry={() => void settings.refetch()}>
      {settings.data && (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={toValues(settings.data[section])}
          onFinish={(values) => save.mutate(toInput(values))}
          // The first wrong field is scrolled into view and focused (scrollToFirstError); the notification
          // says so too, where the person is looking after pressing save.
          onFinishFailed={({ errorFields }) => toast.error("Η αλλαγή δεν αποθηκεύτηκε", errorFields[0]?.errors[0])}
          scrollToFirstError={{ block: "center", focus: true }}
        >
          <Row gutter={24}>{children}</Row>
          <SaveRow saving={save.isLoading} />
        </Form>
      )}
    </SettingsCard>
  );
}
