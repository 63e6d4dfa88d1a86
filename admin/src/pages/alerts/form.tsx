// /admin/alerts/<kind>/new and /admin/alerts/<kind>/edit/{id}: a submission's form with a live preview
// as the customer will see it. Saving sends it for review: a rejected one goes back to review, an
// executed one is submitted again as a new submission.
import { SendOutlined } from "@ant-design/icons";
import { Alert, Button, Card, Col, Form, Row, Space } from "antd";
import { useNavigate } from "react-router-dom";
import { EmailPreview } from "../../components/alerts/EmailPreview";
import { PushPreview } from "../../components/alerts/PushPreview";
import { SmsPreview } from "../../components/alerts/SmsPreview";
import { emailSender } from "../../components/alerts/SubmissionPreview";
import { toast } from "../../components/feedback/feedback";
import { REJECTION_MODAL_TITLE, SUBMISSION_FAILURE_MESSAGE, SUBMISSION_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { Problem } from "../../components/Problem";
import { Spinner } from "../../components/Spinner";
import { PageHeader } from "../../layout/PageHeader";
import { errorMessage, toFormFields } from "../../lib/errors";
import { useViewer } from "../../viewer/ViewerProvider";
import { EmailFields } from "./EmailFields";
import { alertPaths, kinds, type AlertType } from "./kinds";
import { LoadError } from "./LoadError";
import { PushFields } from "./PushFields";
import { useCampaignSettings, useSaveSubmission, useSubmission, type Submission, type SubmissionInput } from "./queries";
import { SmsFields } from "./SmsFields";
import "./alerts.css";

type Values = { title?: string; text?: string; image?: string | null; url?: string | null; subject?: string; html?: string };

const FIELD_NAMES = ["title", "text", "image", "url", "subject", "html"] as const;

function toInput(type: AlertType, values: Values): SubmissionInput {
  const trimmed = (value: string | null | undefined) => value?.trim() || undefined;
  switch (type) {
    case "PUSH":
      return { type, title: values.title!.trim(), text: values.text!.trim(), image: trimmed(values.image) ?? null, url: trimmed(values.url) ?? null };
    case "SMS":
      return { type, title: trimmed(values.title), text: values.text! };
    case "EMAIL":
      return { type, title: values.title!.trim(), subject: values.subject!.trim(), html: values.html! };
  }
}

function initialValues(submission: Submission | undefined): Values {
  if (!submission) return {};
  const { title, text, image, url, subject, html } = submission;
  return { title, text: text ?? undefined, image, url, subject: subject ?? undefined, html: html ?? undefined };
}

function Preview({ type, values }: { type: AlertType; values: Values }) {
  const company = useViewer().company!;
  const settings = useCampaignSettings();
  switch (type) {
    case "PUSH":
      return <PushPreview shopName={company.name} shopLogo={company.logo} title={values.title ?? ""} text={values.text ?? ""} image={values.image} />;
    case "SMS":
      return <SmsPreview sender={company.name} slug={company.slug} text={values.text ?? ""} />;
    case "EMAIL":
      return <EmailPreview from={emailSender(company)} slug={company.slug} subject={values.subject ?? ""} html={values.html ?? ""} />;
  }
}

function SubmissionForm({ type, submission }: { type: AlertType; submission?: Submission }) {
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) ?? initialValues(submission);
  const company = useViewer().company!;
  const settings = useCampaignSettings();
  const save = useSaveSubmission();
  const navigate = useNavigate();

  if (type === "SMS" && !settings.data) {
    return settings.error ? <LoadError error={settings.error} onRetry={() => void settings.refetch()} /> : <Spinner />;
  }

  const submit = (formValues: Values) =>
    save.save({ id: submission?.id ?? null, values: toInput(type, formValues) }).then(
      () => {
        toast.success(SUBMISSION_SUCCESS_MESSAGE, "Θα σας ενημερώσουμε μόλις ελεγχθεί.");
        navigate(alertPaths.list(type));
      },
      (error: unknown) => {
        toast.error(SUBMISSION_FAILURE_MESSAGE, errorMessage(error));
        form.setFields(toFormFields(error, FIELD_NAMES));
      },
    );

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={type === "EMAIL" ? 12 : 14}>
        <Card>
          <Form form={form} layout="vertical" requiredMark={false} initialValues={initialValues(submission)} onFinish={submit}>
            {type === "PUSH" && <PushFields />}
            {type === "SMS" && <SmsFields form={form} settings={settings.data!} slug={company.slug} />}
            {type === "EMAIL" && <EmailFields form={form} />}
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={save.isLoading}>
                Υποβολή για έγκριση
              </Button>
              <Button onClick={() => navigate(alertPaths.list(type))}>Άκυρο</Button>
            </Space>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={type === "EMAIL" ? 12 : 10}>
        <div className="alert-form-preview">
          <Card title="Προεπισκόπηση" size="small">
            <Preview type={type} values={values} />
          </Card>
        </div>
      </Col>
    </Row>
  );
}

export function NewSubmissionPage({ type }: { type: AlertType }) {
  return (
    <>
      <PageHeader title={`Νέα υποβολή · ${kinds[type].title}`} subtitle="Κάθε μήνυμα ελέγχεται από την ομάδα μας πριν μπορέσετε να το στείλετε." />
      <SubmissionForm type={type} />
    </>
  );
}

export function EditSubmissionPage({ type, id }: { type: AlertType; id: string }) {
  const submission = useSubmission(id);
  const navigate = useNavigate();
  const back = { label: "Στη λίστα", onClick: () => navigate(alertPaths.list(type)) };

  if (submission.error) return <Problem title={errorMessage(submission.error)} action={back} />;
  if (!submission.data) return <Spinner />;
  const found = submission.data;
  if (found.type !== type) return <Problem title="Η υποβολή δεν βρέθηκε." action={back} />;
  if (found.status !== "REJECTED" && found.status !== "EXECUTED") {
    return <Problem title="Μόνο απορριφθείσες ή ολοκληρωμένες υποβολές μπορούν να επεξεργαστούν." action={back} />;
  }

  return (
    <>
      <PageHeader title={`Επεξεργασία · ${found.title}`} subtitle={kinds[type].title} />
      {found.status === "REJECTED" && found.reviewMessage && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          message={REJECTION_MODAL_TITLE}
          description={<span style={{ whiteSpace: "pre-wrap" }}>{found.reviewMessage}</span>}
        />
      )}
      {found.status === "EXECUTED" && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          message="Η υποβολή έχει ήδη σταλεί: οι αλλαγές σας θα υποβληθούν για έγκριση ως νέα υποβολή."
        />
      )}
      <SubmissionForm type={type} submission={found} />
    </>
  );
}
