// /admin/alerts/results/{id}: a launched submission's deliveries: how many were sent, failed, skipped
// (and for e-mail bounced), and each recipient's status. While messages are still going out, it refreshes.
import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button, Card, Segmented, Space, Statistic, Table, Tag, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { DELIVERY_STATUS_LABELS } from "@shared/alerts.js";
import { Problem } from "../../components/Problem";
import { Spinner } from "../../components/Spinner";
import { PageHeader } from "../../layout/PageHeader";
import { formatDateTime } from "../../lib/dates";
import { errorMessage } from "../../lib/errors";
import { alertPaths, kinds } from "./kinds";
import { LinkButton } from "./LinkButton";
import { isSending, useRecipients, useResults, type DeliveryStatus, type Recipient, type Results } from "./queries";
import "./alerts.css";

const statusColors: Record<DeliveryStatus, string> = {
  pending: "default",
  sending: "processing",
  sent: "success",
  failed: "error",
  bounced: "warning",
  skipped: "default",
};

type Counts = Results["counts"];

function CountCards({ counts, email }: { counts: Counts; email: boolean }) {
  const cards: { title: string; value: number; color?: string }[] = [
    { title: "Στάλθηκαν", value: counts.sent, color: "#389e0d" },
    { title: "Απέτυχαν", value: counts.failed, color: counts.failed ? "#cf1322" : undefined },
    ...(email ? [{ title: "Επιστράφηκαν", value: counts.bounced, color: counts.bounced ? "#d46b08" : undefined }] : []),
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

function statusFilterOptions(counts: Counts, email: boolean) {
  const statuses: DeliveryStatus[] = ["sent", "failed", ...(email ? (["bounced"] as const) : []), "skipped", "pending"];
  return [
    { value: ALL, label: `Όλοι (${counts.total})` },
    ...statuses.map((status) => ({ value: status, label: `${DELIVERY_STATUS_LABELS[status]} (${counts[status]})` })),
  ];
}

function RecipientsTable({ id, email, counts, live }: { id: string; email: boolean; counts: Counts; live: boolean }) {
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
          options={statusFilterOptions(counts, email)}
        />
      </div>
      <Table<Recipient> dataSource={rows} loading={results.isLoading} rowKey="id" pagination={false} scroll={{ x: email ? 760 : 520 }} size="middle">
        <Table.Column<Recipient>
          title="Πελάτης"
          render={(_, recipient) => (
            <div>
              <div>{recipient.name ?? <Typography.Text type="secondary">Χωρίς όνομα</Typography.Text>}</div>
              <Typography.Text type="secondary">{recipient.phone}</Typography.Text>
            </div>
          )}
        />
        {email && (
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
        <Table.Column<Recipient>
          title="Στάλθηκε"
          dataIndex="sentAt"
          width={170}
          render={(sentAt: string | null) => (sentAt ? formatDateTime(sentAt) : "—")}
        />
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

export default function ResultsPage({ id }: { id: string }) {
  // The counts head the page; the table below pages through its own filter.
  const results = useResults(id);
  const navigate = useNavigate();
  const toAlerts = { label: "Ειδοποιήσεις", onClick: () => navigate("/admin/alerts") };

  if (results.error) return <Problem title={errorMessage(results.error)} action={toAlerts} />;
  if (!results.data) return <Spinner />;
  const { campaign, submission, counts } = results.data;
  const email = campaign.channel === "EMAIL";
  const scheduled = campaign.scheduledAt && new Date(campaign.scheduledAt) > new Date();

  return (
    <>
      <PageHeader
        title={`Αποτελέσματα · ${submission.title}`}
        subtitle={
          scheduled
            ? `${kinds[campaign.channel].title} · προγραμματισμένη αποστολή ${formatDateTime(campaign.scheduledAt!)}`
            : `${kinds[campaign.channel].title} · στάλθηκε ${formatDateTime(campaign.createdAt)}`
        }
        extra={
          <LinkButton to={alertPaths.list(submission.type)} icon={<ArrowLeftOutlined />}>
            {kinds[submission.type].title}
          </LinkButton>
        }
      />
      <CountCards counts={counts} email={email} />
      <RecipientsTable id={id} email={email} counts={counts} live={isSending(results.data)} />
    </>
  );
}
