// /admin/platform/outbox (platform admins): the e-mails the platform kept instead of sending them.
import { useList, type HttpError } from "@refinedev/core";
import { Card, Table, Typography } from "antd";
import { Fragment } from "react";
import { PageHeader } from "../../../layout/PageHeader";
import { formatDateTime } from "../../../lib/dates";
import { errorNotification } from "../../../lib/notifications";
import type { RouterOutputs } from "../../../lib/trpc";

type OutboxMessage = RouterOutputs["outbox"]["list"][number];

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** The message text with its web addresses as links (opening in a new tab). */
function LinkifiedText({ text }: { text: string }) {
  return (
    <pre className="outbox-text">
      {text.split(URL_PATTERN).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} target="_blank" rel="noreferrer">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

export default function OutboxListPage() {
  const { data, isLoading } = useList<OutboxMessage, HttpError>({
    resource: "outbox",
    pagination: { mode: "off" },
    errorNotification,
  });

  return (
    <>
      <PageHeader
        title="Εξερχόμενα μηνύματα"
        subtitle="Τα πιο πρόσφατα e-mail που κρατήθηκαν στη βάση, επειδή δεν έχει ρυθμιστεί διακομιστής SMTP."
      />
      <Card styles={{ body: { padding: 0 } }}>
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
          <Table.Column<OutboxMessage> title="Προς" dataIndex="to" />
          <Table.Column<OutboxMessage> title="Θέμα" dataIndex="subject" render={(subject: string) => <Typography.Text strong>{subject}</Typography.Text>} />
          <Table.Column<OutboxMessage>
            title="Ημερομηνία"
            dataIndex="createdAt"
            width={190}
            render={(createdAt: string) => formatDateTime(createdAt)}
          />
        </Table>
      </Card>
    </>
  );
}
