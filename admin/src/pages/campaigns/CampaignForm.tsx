// A campaign's form with a live preview as the customer will see it, over Refine's antd form (useForm):
// the server's field errors land on the fields. Saving sends it for review: a rejected one goes back to
// review, an executed one is submitted again as a new campaign; then the channel's list opens.
import { SendOutlined } from "@ant-design/icons";
import { useForm } from "@refinedev/antd";
import { useNavigation, type HttpError } from "@refinedev/core";
import { Button, Card, Col, Form, Row, Space } from "antd";
import { Suspense } from "react";
import { useCampaignSettings } from "../../channels/settings";
import type { Campaign, Channel, ContentValues, ShownContent } from "../../channels/types";
import { SUBMISSION_FAILURE_MESSAGE, SUBMISSION_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { Spinner } from "../../components/Spinner";
import { useViewer } from "../../viewer/ViewerProvider";
import { LoadError } from "../../components/campaigns/LoadError";
import "./campaigns.css";

/** Refine's form over the "campaigns" resource: `create`, or `edit` of `id` (read by the page, useCampaign). */
export function useCampaignForm(channel: Channel, action: "create" | "edit", id?: string) {
  const { list } = useNavigation();
  return useForm<Campaign, HttpError, ContentValues>({
    resource: "campaigns",
    action,
    id,
    redirect: false,
    mutationMode: "pessimistic",
    successNotification: () => ({ type: "success", message: SUBMISSION_SUCCESS_MESSAGE, description: "Θα σας ενημερώσουμε μόλις ελεγχθεί." }),
    errorNotification: (error) => ({ type: "error", message: SUBMISSION_FAILURE_MESSAGE, description: error?.message }),
    queryOptions: { enabled: false },
    onMutationSuccess: () => list(channel.resource),
  });
}

type CampaignFormProps = ReturnType<typeof useCampaignForm> & { channel: Channel; campaign?: Campaign };

function valuesOf(campaign: Campaign | undefined): ContentValues {
  if (!campaign) return {};
  const { title, text, image, url, subject, html, design } = campaign;
  return { title, text: text ?? undefined, image, url, subject: subject ?? undefined, html: html ?? undefined, design };
}

function shownOf(values: ContentValues): ShownContent {
  return {
    title: values.title ?? "",
    text: values.text ?? null,
    subject: values.subject ?? null,
    html: values.html ?? null,
    design: values.design ?? null,
    image: values.image ?? null,
  };
}

export function CampaignForm({ channel, campaign, form, onFinish, formLoading }: CampaignFormProps) {
  const initialValues = valuesOf(campaign);
  const values = Form.useWatch([], form) ?? initialValues;
  const shop = useViewer().company!;
  const settings = useCampaignSettings();
  const { list } = useNavigation();
  const { Fields, Preview } = channel;

  if (channel.needsSettings && !settings.data) {
    return settings.error ? <LoadError error={settings.error} onRetry={() => void settings.refetch()} /> : <Spinner />;
  }

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={channel.wide ? 12 : 14}>
        <Card>
          {/* The values become the procedure's input on submit; Refine's useForm types both as one, hence the cast. */}
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={initialValues}
            onFinish={(filled) => void onFinish(channel.toInput(filled) as ContentValues)}
          >
            <Suspense fallback={<Spinner />}>
              <Fields form={form} shop={shop} />
            </Suspense>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={formLoading}>
                Υποβολή για έγκριση
              </Button>
              <Button onClick={() => list(channel.resource)}>Άκυρο</Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={channel.wide ? 12 : 10}>
        <div className="campaign-preview">
          <Card title="Προεπισκόπηση" size="small">
            <Suspense fallback={<Spinner />}>
              <Preview content={shownOf(values)} shop={shop} />
            </Suspense>
          </Card>
        </div>
      </Col>
    </Row>
  );
}
