// /admin/platform/outbox (platform admins): the e-mails, SMS and push notifications the platform kept
// instead of sending them (development: no SMTP_URL, SMS_API_URL or Expo), all channels or one.
import { useList, type HttpError } from "@refinedev/core";
import { SearchOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Input, Segmented, Table, Tag, Typography } from "antd";
import { Fragment, useState } from "react";
import { channelOf, channels } from "../../../channels/registry";
import type { CampaignType } from "../../../channels/types";
import { PageHeader } from "../../../layout/PageHeader";
import { formatDateTime } from "../../../lib/dates";
import { clearable } from "../../../lib/screenReader";
import { errorNotification } from "../../../lib/notifications";
import type { RouterOutputs } from "../../../lib/routerTypes";

type OutboxMessage = RouterOutputs["outbox"]["list"][number];

// Web addresses, and the scheme-less SMS opt-out link (host/u/<code>) that phones link too.
const URL_PATTERN = /(https?:\/\/[^\s<>"']+|[A-Za-z0-9.-]+(?::\d+)?\/u\/[A-Za-z0-9]{10}\b)/g;

/** The message text with its web addresses as links (opening in a new tab). */
function LinkifiedText({ text }: { text: string }) {
  return (
    <pre className="outbox-text">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed text, never reordered; the same address may occur twice, so the position is the only key
          <a key={index} href={/^https?:/.test(part) ? part : `//${part}`} target="_blank" rel="noreferrer">
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above, the position in a fixed text
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

type ChannelChoice = CampaignType | "ALL";

// The outbox's channel is the campaign type of the transport that kept the message (channels/registry.ts).
const CHANNEL_CHOICES: { value: ChannelChoice; label: string }[] = [
  { value: "ALL", label: "Όλα" },
  ...channels.map((channel) => ({ value: channel.type, label: channel.shortLabel })),
];

export default function OutboxListPage() {
  const [channel, setChannel] = useState<ChannelChoice>("ALL");
  const [search, setSearch] = useState("");
  const text = search.trim();
  const { data, isLoading } = useList<OutboxMessage, HttpError>({
    resource: "outbox",
    pagination: { mode: "off" },
    filters: [
      ...(channel === "ALL" ? [] : [{ field: "channel", operator: "eq" as const, value: channel }]),
      ...(text ? [{ field: "text", operator: "contains" as const, value: text }] : []),
    ],
    errorNotification,
    // While a new search loads, the rows of the last one stay (no empty flash at every letter typed).
    queryOptions: { keepPreviousData: true },
  });

  return (
    <>
      <PageHeader
        title="Εξερχόμενα μηνύματα"
        subtitle="Τα πιο πρόσφατα e-mail, SMS και push ειδοποιήσεις που κρατήθηκαν στη βάση αντί να σταλούν, επειδή δεν έχει ρυθμιστεί ο πάροχός τους."
      />
      <Card
        styles={{ body: { padding: 0 } }}
        title={
          <Flex wrap gap={12} align="center" style={{ padding: "12px 0" }}>
            <Segmented<ChannelChoice> aria-label="Κανάλι" options={CHANNEL_CHOICES} value={channel} onChange={setChannel} />
            <Input.Search
              allowClear={clearable}
              enterButton={<Button aria-label="Αναζήτηση" icon={<SearchOutlined />} />}
              aria-label="Αναζήτηση μηνύματος"
              placeholder="Παραλήπτης, θέμα ή κείμενο"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              maxLength={200}
              style={{ maxWidth: 320 }}
            />
          </Flex>
        }
      >
        <Table<OutboxMessage>
          dataSource={data?.data}
          loading={isLoading}
          rowKey="id"
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 640 }}
          expandable={{
            expandedRowRender: (message) => <LinkifiedText text={message.text} />,
            expandRowByClick: true,
            columnTitle: <span className="visually-hidden">Κείμενο</span>,
          }}
        >
          <Table.Column<OutboxMessage>
            title="Κανάλι"
            dataIndex="channel"
            width={110}
            render={(value: CampaignType) => <Tag color={channelOf(value).colour}>{channelOf(value).shortLabel}</Tag>}
          />
          <Table.Column<OutboxMessage> title="Προς" dataIndex="to" />
          <Table.Column<OutboxMessage> title="Θέμα" dataIndex="subject" render={(subject: string) => <Typography.Text strong>{subject}</Typography.Text>} />
          <Table.Column<OutboxMessage> title="Ημερομηνία" dataIndex="createdAt" width={190} render={(createdAt: string) => formatDateTime(createdAt)} />
        </Table>
      </Card>
    </>
  );
}
