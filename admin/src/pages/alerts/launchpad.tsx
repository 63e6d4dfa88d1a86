// /admin/alerts/launchpad/{id}: an approved submission's launch. Choose who receives it (with a live
// count of who actually will), send now or at a chosen time, and confirm.
import { SendOutlined } from "@ant-design/icons";
import { App, Alert, Button, Card, Col, Row, Space, Statistic, Typography } from "antd";
import { useState } from "react";
import { countCampaignSms, smsTotalLabel } from "@shared/sms.js";
import { smsWithWalletLink } from "@shared/walletLink.js";
import { useNavigate } from "react-router-dom";
import { SubmissionPreview } from "../../components/alerts/SubmissionPreview";
import { toast } from "../../components/feedback/feedback";
import { Problem } from "../../components/Problem";
import { Spinner } from "../../components/Spinner";
import { PageHeader } from "../../layout/PageHeader";
import { formatDateTime } from "../../lib/dates";
import { errorMessage } from "../../lib/errors";
import { BRAND_COLOR } from "../../brand";
import { useViewer } from "../../viewer/ViewerProvider";
import { initialChoice, toAudience, useSettledAudience, type AudienceChoice } from "./audience";
import { AudiencePicker } from "./AudiencePicker";
import { alertPaths, kinds } from "./kinds";
import { useAudienceCount, useAudienceOptions, useCampaignSettings, useLaunch, type AudienceCount, type AudienceOptions } from "./queries";
import { defaultSchedule, scheduledMoment, scheduleProblem, SchedulePicker, type ScheduleChoice } from "./SchedulePicker";
import { statusLabel } from "./StatusTag";
import "./alerts.css";

const unreachableLabels = {
  PUSH: "Χωρίς την εφαρμογή",
  SMS: "Χωρίς κινητό",
  EMAIL: "Χωρίς e-mail",
} as const;

/** For an SMS, the parts of the message as sent (counted as the server counts them) times the recipients. */
function SmsTotal({ text, slug, recipients }: { text: string; slug: string; recipients: number }) {
  const settings = useCampaignSettings();
  if (!settings.data) return null;
  const { parts } = countCampaignSms(smsWithWalletLink(text, settings.data.smsLinkHost, slug), settings.data.smsOptOutExample);
  return (
    <Typography.Text data-testid="sms-total">
      Κόστος: <b>{smsTotalLabel(parts, recipients)}</b>
    </Typography.Text>
  );
}

function CountCard({ type, count, loading }: { type: keyof typeof unreachableLabels; count?: AudienceCount; loading: boolean }) {
  return (
    <Row gutter={[16, 16]} className="audience-count" data-testid="audience-count">
      <Col xs={24} sm={6}>
        <Statistic title="Θα το λάβουν" value={count?.eligible ?? "—"} loading={loading && !count} valueStyle={{ color: BRAND_COLOR, fontWeight: 600 }} />
      </Col>
      <Col xs={8} sm={6}>
        <Statistic title="Ταιριάζουν" value={count?.total ?? "—"} loading={loading && !count} />
      </Col>
      <Col xs={8} sm={6}>
        <Statistic title="Χωρίς συγκατάθεση" value={count?.noConsent ?? "—"} loading={loading && !count} />
      </Col>
      <Col xs={8} sm={6}>
        <Statistic title={unreachableLabels[type]} value={count?.unreachable ?? "—"} loading={loading && !count} />
      </Col>
    </Row>
  );
}

function Launchpad({ options }: { options: AudienceOptions }) {
  const { submission } = options;
  const company = useViewer().company!;
  const settings = useCampaignSettings();
  const [choice, setChoice] = useState<AudienceChoice>(initialChoice);
  const [schedule, setSchedule] = useState<ScheduleChoice>(defaultSchedule);
  const audience = toAudience(choice);
  const settled = useSettledAudience(audience);
  const count = useAudienceCount(submission.id, settled);
  const launch = useLaunch();
  const navigate = useNavigate();
  const { modal } = App.useApp();

  const moment = scheduledMoment(schedule);
  const timeProblem = scheduleProblem(schedule);
  const counting = count.isFetching || JSON.stringify(settled) !== JSON.stringify(audience);
  const eligible = count.data?.eligible ?? 0;
  const ready = audience !== null && !counting && eligible > 0 && timeProblem === null;

  const send = () =>
    modal.confirm({
      title: moment ? "Προγραμματισμός αποστολής" : "Αποστολή τώρα",
      content: moment
        ? `Το μήνυμα «${submission.title}» θα σταλεί σε ${eligible} πελάτες στις ${formatDateTime(moment.toISOString())}.`
        : `Το μήνυμα «${submission.title}» θα σταλεί τώρα σε ${eligible} πελάτες. Η αποστολή δεν αναιρείται.`,
      okText: moment ? "Προγραμματισμός" : "Αποστολή",
      cancelText: "Άκυρο",
      onOk: () =>
        launch
          .launch({ id: submission.id, audience: audience!, scheduleAt: moment?.toISOString() })
          .then((launched) => {
            toast.success(
              launched.scheduledAt
                ? `Η αποστολή προγραμματίστηκε για ${formatDateTime(launched.scheduledAt)}.`
                : `Η αποστολή ξεκίνησε προς ${launched.recipients} πελάτες.`,
            );
            navigate(alertPaths.results(submission.id));
          })
          .catch((error: unknown) => {
            toast.error("Η αποστολή δεν έγινε", errorMessage(error));
            void count.refetch();
          }),
    });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Space direction="vertical" size={24} style={{ width: "100%" }}>
          <Card title="1. Παραλήπτες">
            <AudiencePicker options={options} value={choice} onChange={setChoice} />
          </Card>
          <Card title="2. Πότε">
            <SchedulePicker value={schedule} onChange={setSchedule} />
          </Card>
          <Card title="3. Επιβεβαίωση">
            <Space direction="vertical" size={16} style={{ width: "100%" }}>
              {count.error ? (
                <Alert type="error" showIcon message={errorMessage(count.error)} />
              ) : (
                <CountCard type={submission.type} count={audience ? count.data : undefined} loading={counting} />
              )}
              {submission.type === "SMS" && audience && !counting && count.data && <SmsTotal text={submission.text ?? ""} slug={company.slug} recipients={count.data.eligible} />}
              {audience && !counting && count.data?.eligible === 0 && (
                <Alert type="warning" showIcon message="Κανένας πελάτης δεν μπορεί να λάβει αυτό το μήνυμα με αυτά τα κριτήρια." />
              )}
              {timeProblem && schedule.mode === "later" && <Alert type="warning" showIcon message={timeProblem} />}
              <Button type="primary" size="large" icon={<SendOutlined />} disabled={!ready} loading={launch.isLoading} onClick={send} block>
                {moment ? "Προγραμματισμός αποστολής" : "Αποστολή τώρα"}
              </Button>
            </Space>
          </Card>
        </Space>
      </Col>
      <Col xs={24} lg={10}>
        <div className="alert-form-preview">
          <Card title="Το μήνυμα" size="small">
            {settings.data ? (
              <SubmissionPreview submission={submission} shop={company} emailHeight={420} />
            ) : (
              <Spinner />
            )}
          </Card>
        </div>
      </Col>
    </Row>
  );
}

export default function LaunchpadPage({ id }: { id: string }) {
  const options = useAudienceOptions(id);
  const navigate = useNavigate();
  const toAlerts = { label: "Ειδοποιήσεις", onClick: () => navigate("/admin/alerts") };

  if (options.error) return <Problem title={errorMessage(options.error)} action={toAlerts} />;
  if (!options.data) return <Spinner />;
  const { submission } = options.data;
  const kind = kinds[submission.type];

  if (submission.status === "EXECUTED") {
    return (
      <Problem title="Η υποβολή έχει ήδη σταλεί." action={{ label: "Αποτελέσματα", onClick: () => navigate(alertPaths.results(id)) }} />
    );
  }
  if (submission.status !== "APPROVED") {
    return (
      <Problem title="Μόνο εγκεκριμένες υποβολές μπορούν να σταλούν." action={{ label: kind.title, onClick: () => navigate(alertPaths.list(submission.type)) }}>
        Κατάσταση της υποβολής: «{statusLabel(submission.status)}».
      </Problem>
    );
  }

  return (
    <>
      <PageHeader
        title={`Αποστολή · ${submission.title}`}
        subtitle={
          <Typography.Text type="secondary">
            {kind.title} · εγκρίθηκε για αποστολή
          </Typography.Text>
        }
      />
      <Launchpad options={options.data} />
    </>
  );
}
