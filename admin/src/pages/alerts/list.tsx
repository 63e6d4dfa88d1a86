// /admin/alerts/{push-notifications,sms,email}: the shop's submissions of one kind, newest first, each
// with its status, date and the reviewer's message (SPEC section 2). Cancelled ones are not listed.
import { PlusOutlined } from "@ant-design/icons";
import { Card, Empty, Flex, List, Space, Typography } from "antd";
import { PageHeader } from "../../layout/PageHeader";
import { formatDateTime } from "../../lib/dates";
import { LoadError } from "./LoadError";
import { alertPaths, kinds, type AlertType } from "./kinds";
import { LinkButton } from "./LinkButton";
import { useSubmissions, type Submission } from "./queries";
import { StatusTag } from "./StatusTag";
import { SubmissionActions } from "./SubmissionActions";
import "./alerts.css";

/** The line under the title: what the customer will read. */
function summary(submission: Submission): string {
  if (submission.type === "EMAIL") return submission.subject ?? "";
  return submission.text ?? "";
}

function SubmissionItem({ submission }: { submission: Submission }) {
  const scheduled = submission.scheduledAt && new Date(submission.scheduledAt) > new Date() ? submission.scheduledAt : null;
  return (
    <List.Item className="submission-item" data-testid="submission" data-id={submission.id}>
      <Flex justify="space-between" align="flex-start" gap={16} wrap="wrap" style={{ width: "100%" }}>
        <div className="submission-body">
          <Space size={8} wrap align="center">
            <Typography.Text strong>{submission.title}</Typography.Text>
            <StatusTag status={submission.status} />
          </Space>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} className="submission-summary">
            {summary(submission)}
          </Typography.Paragraph>
          <Typography.Text type="secondary" className="submission-date">
            Υποβλήθηκε {formatDateTime(submission.createdAt)}
            {scheduled && ` · Προγραμματισμένη αποστολή ${formatDateTime(scheduled)}`}
          </Typography.Text>
          {submission.reviewMessage && (
            <Typography.Paragraph className="submission-review" ellipsis={{ rows: 2 }}>
              <Typography.Text type="secondary">Σχόλιο ελέγχου: </Typography.Text>
              {submission.reviewMessage}
            </Typography.Paragraph>
          )}
        </div>
        <SubmissionActions submission={submission} />
      </Flex>
    </List.Item>
  );
}

export default function SubmissionsList({ type }: { type: AlertType }) {
  const submissions = useSubmissions(type);
  const kind = kinds[type];
  const create = (
    <LinkButton to={alertPaths.create(type)} type="primary" icon={<PlusOutlined />}>
      Νέα υποβολή
    </LinkButton>
  );

  return (
    <>
      <PageHeader title={kind.title} subtitle={kind.subtitle} extra={create} />
      {submissions.error && !submissions.data ? (
        <LoadError error={submissions.error} onRetry={() => void submissions.refetch()} />
      ) : (
        <Card className="alerts-card" styles={{ body: { padding: "4px 20px" } }}>
          <List<Submission>
            loading={submissions.isLoading}
            dataSource={submissions.data}
            rowKey="id"
            locale={{
              emptyText: (
                <Empty description="Δεν υπάρχουν υποβολές ακόμη. Κάθε μήνυμα ελέγχεται από την ομάδα μας πριν σταλεί." />
              ),
            }}
            renderItem={(submission) => <SubmissionItem submission={submission} />}
          />
        </Card>
      )}
    </>
  );
}
