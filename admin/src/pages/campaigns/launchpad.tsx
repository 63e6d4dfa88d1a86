// The launchpad route: an approved campaign's launch. Choose who receives it (with a live count of who
// actually will), send now or at a chosen time, and confirm.
import { SendOutlined } from "@ant-design/icons";
import { useNavigation } from "@refinedev/core";
import { App, Alert, Button, Card, Col, Row, Space, Statistic, Typography } from "antd";
import { Suspense, useState } from "react";
import { channelOf } from "../../channels/registry";
import type { Channel } from "../../channels/types";
import { useCampaignSettings } from "../../channels/settings";
import { CampaignPreview } from "../../components/campaigns/CampaignPreview";
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
import { useAudienceCount, useAudienceOptions, useLaunch, type AudienceCount, type AudienceOptions } from "./queries";
import { useRouteId } from "./route";
import { defaultSchedule, scheduledMoment, scheduleProblem, SchedulePicker, type ScheduleChoice } from "./SchedulePicker";
import { statusLabel } from "./StatusTag";
import "./campaigns.css";
import { countText } from "@shared/counts.js";

function CountCard({ channel, count, loading }: { channel: Channel; count?: AudienceCount; loading: boolean }) {
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
        <Statistic title={channel.unreachableLabel} value={count?.unreachable ?? "—"} loading={loading && !count} />
      </Col>
    </Row>
  );
}

function Launchpad({ options }: { options: AudienceOptions }) {
  const { submission: campaign } = options;
  const channel = channelOf(campaign.type);
  const company = useViewer().company!;
  const settings = useCampaignSettings();
  const [choice, setChoice] = useState<AudienceChoice>(initialChoice);
  const [schedule, setSchedule] = useState<ScheduleChoice>(defaultSchedule);
  const audience = toAudience(choice);
  const settled = useSettledAudience(audience);
  const count = useAudienceCount(campaign.id, settled);
  const launch = useLaunch();
  const { show } = useNavigation();
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
        ? `Το μήνυμα «${campaign.title}» θα σταλεί σε ${countText(eligible, "customer", { case: "accusative" })} στις ${formatDateTime(moment.toISOString())}.`
        : `Το μήνυμα «${campaign.title}» θα σταλεί τώρα σε ${countText(eligible, "customer", { case: "accusative" })}. Η αποστολή δεν αναιρείται.`,
      okText: moment ? "Προγραμματισμός" : "Αποστολή",
      cancelText: "Άκυρο",
      onOk: () =>
        launch
          .launch({ id: campaign.id, audience: audience!, scheduleAt: moment?.toISOString() })
          .then((launched) => {
            toast.success(
              launched.scheduledAt
                ? `Η αποστολή προγραμματίστηκε για ${formatDateTime(launched.scheduledAt)}.`
                : `Η αποστολή ξεκίνησε προς ${countText(launched.recipients, "customer", { case: "accusative" })}.`,
            );
            show("campaign-results", campaign.id);
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
                <CountCard channel={channel} count={audience ? count.data : undefined} loading={counting} />
              )}
              {channel.Cost && audience && !counting && count.data && (
                <Suspense fallback={null}>
                  <channel.Cost content={campaign} shop={company} recipients={count.data.eligible} />
                </Suspense>
              )}
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
        <div className="campaign-preview">
          <Card title="Το μήνυμα" size="small">
            {settings.data ? <CampaignPreview campaign={campaign} shop={company} emailHeight={420} /> : <Spinner />}
          </Card>
        </div>
      </Col>
    </Row>
  );
}

export default function LaunchpadPage() {
  const id = useRouteId();
  const options = useAudienceOptions(id);
  const { list, show } = useNavigation();
  const toCampaigns = { label: "Ειδοποιήσεις", onClick: () => list("campaigns") };

  if (options.error) return <Problem title={errorMessage(options.error)} action={toCampaigns} />;
  if (!options.data) return <Spinner />;
  const { submission: campaign } = options.data;
  const channel = channelOf(campaign.type);

  if (campaign.status === "EXECUTED") {
    return <Problem title="Η υποβολή έχει ήδη σταλεί." action={{ label: "Αποτελέσματα", onClick: () => show("campaign-results", id) }} />;
  }
  if (campaign.status !== "APPROVED") {
    return (
      <Problem title="Μόνο εγκεκριμένες υποβολές μπορούν να σταλούν." action={{ label: channel.title, onClick: () => list(channel.resource) }}>
        Κατάσταση της υποβολής: «{statusLabel(campaign.status)}».
      </Problem>
    );
  }

  return (
    <>
      <PageHeader
        title={`Αποστολή · ${campaign.title}`}
        subtitle={<Typography.Text type="secondary">{channel.title} · εγκρίθηκε για αποστολή</Typography.Text>}
      />
      <Launchpad options={options.data} />
    </>
  );
}
