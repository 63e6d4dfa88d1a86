// The results route: a launched campaign's deliveries: how many were sent, failed, skipped (and, for
// channels whose messages bounce, bounced), and each recipient's status. While messages are still going
// out, it refreshes.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { useNavigation } from "@refinedev/core";
import { Button, Card, Segmented, Space, Statistic, Table, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { DELIVERY_STATUS_LABELS } from "@shared/campaigns.js";
import { channelOf } from "../../channels/registry";
import { Problem } from "../../components/Problem";
import { Spinner } from "../../components/Spinner";
import { PageHeader } from "../../layout/PageHeader";
import { formatDateTime } from "../../lib/dates";
import { errorMessage } from "../../lib/errors";
import { LinkButton } from "./LinkButton";
import { isSending, useRecipients, useResults, type DeliveryStatus, type Recipient, type Results } from "./queries";
import { useRouteId } from "./route";
import "./campaigns.css";

const statusColors: Record<DeliveryStatus, string> = {
  pending: "default",
  sending: "processing",
  sent: "success",
  failed: "error",
  bounced: "warning",
  skipped: "default",
};

type Counts = Results["counts"];

function CountCards({ counts, bounces }: { counts: Counts; bounces: boolean }) {
  const cards: { title: string; value: number; color?: string }[] = [
    { title: "Στάλθηκαν", value: counts.sent, color: "#389e0d" },
    { title: "Απέτυχαν", value: counts.failed, color: counts.failed ? "#cf1322" : undefined },
    ...(bounces ? [{ title: "Επιστράφηκαν", value: counts.bounced, color: counts.bounced ? "#d46b08" : undefined }] : []),
    { title: "Παραλείφθηκαν", value: counts.skipped },
    { title: "Σε αναμονή", value: counts.pending + counts.sending },
  ];
  return (
    <div className="results-stats" data-testid="results-counts">
      {cards.map((card) => (
        <Card key={card.title} size="small">
          <Statistic title={card.title} value={card.value} valueStyle={card.color ? { color: card.color } : undefined} />
        </Card>
      ))}
    </div>
  );
}

const ALL = "all";

function statusFilterOptions(counts: Counts, bounces: boolean) {
  const statuses: DeliveryStatus[] = ["sent", "failed", ...(bounces ? (["bounced"] as const) : []), "skipped", "pending"];
  return [
    { value: ALL, label: `Όλοι (${counts.total})` },
    ...statuses.map((status) => ({ value: status, label: `${DELIVERY_STATUS_LABELS[status]} (${counts[status]})` })),
  ];
}

/** `bounces`: the messages went to an address of their own (e-mail), shown in a column. */
function RecipientsTable({ id, bounces, counts, live }: { id: string; bounces: boolean; counts: Counts; live: boolean }) {
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const results = useRecipients(id, status, live);
  const rows = results.data?.pages.flatMap((page) => page.data) ?? [];
  // When the counts say the sending has ended, the rows are read once more: their own last refresh may
  // have come just before the last messages went out, and they would keep saying "pending" beside counts
  // that say "sent".
  const wasLive = useRef(live);
  const { refetch } = results;
  useEffect(() => {
    if (wasLive.current && !live) void refetch();
    wasLive.current = live;
  }, [live, refetch]);

  return (
    <Card title="Παραλήπτες" styles={{ body: { padding: 0 } }} className="results-recipients">
      <div className="results-filter">
        <Segmented
          value={status ?? ALL}
          onChange={(value) => setStatus(value === ALL ? null : (value as DeliveryStatus))}
          options={statusFilterOptions(counts, bounces)}
        />
      </div>
      <Table<Recipient> dataSource={rows} loading={results.isLoading} rowKey="id" pagination={false} scroll={{ x: bounces ? 760 : 520 }} size="middle">
        <Table.Column<Recipient>
          title="Πελάτης"
          render={(_, recipient) => (
            <div>
              <div>{recipient.name ?? <Typography.Text type="secondary">Χωρίς όνομα</Typography.Text>}</div>
              <Typography.Text type="secondary">{recipient.phone}</Typography.Text>
            </div>
          )}
        />
        {bounces && (
          <Table.Column<Recipient>
            title="E-mail"
            dataIndex="address"
            render={(address: string | null) => address ?? <Typography.Text type="secondary">—</Typography.Text>}
          />
        )}
        <Table.Column<Recipient>
          title="Κατάσταση"
          dataIndex="status"
          render={(value: DeliveryStatus, recipient) => (
            <Space direction="vertical" size={2}>
              <Tag color={statusColors[value]}>{DELIVERY_STATUS_LABELS[value]}</Tag>
              {(recipient.errorLabel ?? recipient.error) && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {recipient.errorLabel ?? recipient.error}
                </Typography.Text>
              )}
            </Space>
          )}
        />
        <Table.Column<Recipient> title="Στάλθηκε" dataIndex="sentAt" width={170} render={(sentAt: string | null) => (sentAt ? formatDateTime(sentAt) : "—")} />
      </Table>
      {results.hasNextPage && (
        <div style={{ padding: 16, textAlign: "center" }}>
          <Button onClick={() => void results.fetchNextPage()} loading={results.isFetchingNextPage}>
            Περισσότεροι παραλήπτες
          </Button>
        </div>
      )}
    </Card>
  );
}

export default function ResultsPage() {
  const id = useRouteId();
  // The counts head the page; the table below pages through its own filter.
  const results = useResults(id);
  const { list, listUrl } = useNavigation();
  const toCampaigns = { label: "Ειδοποιήσεις", onClick: () => list("campaigns") };

  if (results.error) return <Problem title={errorMessage(results.error)} action={toCampaigns} />;
  if (!results.data) return <Spinner />;
  // `campaign`: the sending (its channel and times); `submission`: the campaign's content and status.
  const { campaign: sending, submission: campaign, counts } = results.data;
  const channel = channelOf(sending.channel);
  const bounces = channel.bounces === true;
  const scheduled = sending.scheduledAt && new Date(sending.scheduledAt) > new Date();

  return (
    <>
      <PageHeader
        title={`Αποτελέσματα · ${campaign.title}`}
        subtitle={
          scheduled
            ? `${channel.title} · προγραμματισμένη αποστολή ${formatDateTime(sending.scheduledAt!)}`
            : `${channel.title} · στάλθηκε ${formatDateTime(sending.createdAt)}`
        }
        extra={
          <LinkButton to={listUrl(channelOf(campaign.type).resource)} icon={<ArrowLeftOutlined />}>
            {channelOf(campaign.type).title}
          </LinkButton>
        }
      />
      <CountCards counts={counts} bounces={bounces} />
      <RecipientsTable id={id} bounces={bounces} counts={counts} live={isSending(results.data)} />
    </>
  );
}
