// One section of the shop's settings edited as a form: the resource "settings", whose record ids are
// the sections ("profile", "points", "stamps"), read and saved through Refine's useForm; after a save
// the section is read again, and so is the shop for the sidebar (the resource "company", ViewerProvider).
import { useForm } from "@refinedev/antd";
import { useInvalidate, type HttpError } from "@refinedev/core";
import { Button, Flex, Form, Row } from "antd";
import type { ReactNode } from "react";
import { saveFailed, SectionCard, showFieldErrors } from "../../components/crud";
import { toast } from "../../components/feedback/feedback";
import { successNotification } from "../../lib/notifications";
import type { RouterOutputs } from "../../lib/routerTypes";

export type ShopSettings = RouterOutputs["settings"]["get"];
type Section = keyof ShopSettings;

type Props<Name extends Section, Values, Input> = {
  title: ReactNode;
  extra?: ReactNode;
  section: Name;
  /** The form's values for the section as read. */
  toValues: (section: ShopSettings[Name]) => Values;
  toInput: (values: Values) => Input;
  success: string;
  /** The fields, laid out in one row. */
  children: ReactNode;
};

export function SettingsForm<Name extends Section, Values extends Record<string, unknown>, Input>(props: Props<Name, Values, Input>) {
  const { title, extra, section, toValues, toInput, success, children } = props;
  const invalidate = useInvalidate();
  const { form, formProps, formLoading, query } = useForm<ShopSettings[Name], HttpError, Values, Values>({
    resource: "settings",
    action: "edit",
    id: section,
    redirect: false,
    queryOptions: { select: ({ data }) => ({ data: toValues(data) }) },
    successNotification: successNotification(success),
    errorNotification: saveFailed,
    // The sidebar's logo and name read the shop again.
    onMutationSuccess: () => void invalidate({ resource: "company", invalidates: ["resourceAll"] }),
    onMutationError: (error) => showFieldErrors(form, error),
  });
  const values = query?.data?.data;

  return (
    <SectionCard title={title} extra={extra} loading={query?.isLoading} error={query?.error} onRetry={() => void query?.refetch()}>
      {values && (
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={values}
          onFinish={(changed) => formProps.onFinish?.(toInput(changed) as unknown as Values)}
          // The first wrong field is scrolled into view and focused (scrollToFirstError); the notification
          // says so too, where the person is looking after pressing save.
          onFinishFailed={({ errorFields }) => toast.error("Η αλλαγή δεν αποθηκεύτηκε", errorFields[0]?.errors[0])}
          scrollToFirstError={{ block: "center", focus: true }}
        >
          <Row gutter={24}>{children}</Row>
          <Flex justify="flex-end" className="settings-save-row">
            <Button type="primary" htmlType="submit" loading={formLoading}>
              Αποθήκευση
            </Button>
          </Flex>
        </Form>
      )}
    </SectionCard>
  );
}
