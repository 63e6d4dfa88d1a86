// /admin/platform/reviews (platform admins): every shop's submissions awaiting review, oldest first,
// each shown as its recipients will see it, to approve, or to reject with a message for the shop.
import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { useInvalidate } from "@refinedev/core";
import { Button, Card, Col, Empty, Flex, Form, Input, Modal, Popconfirm, Row, Segmented, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { ALERT_TYPE_LABELS } from "@shared/alerts.js";
import { SubmissionPreview } from "../../../components/alerts/SubmissionPreview";
import { toast } from "../../../components/feedback/feedback";
import { Spinner } from "../../../components/Spinner";
import { PageHeader } from "../../../layout/PageHeader";
import { formatDateTime } from "../../../lib/dates";
import { errorMessage, toFormFields } from "../../../lib/errors";
import { useCustomCall } from "../../../providers/customCalls";
import type { AlertType } from "../../alerts/kinds";
import { LoadError } from "../../alerts/LoadError";
import { useReviewQueue, type QueuedSubmission } from "../../alerts/queries";
import "./reviews.css";

const REJECT_MESSAGE_REQUIRED = "Γράψτε τι πρέπει να βελτιωθεί.";
const ALL = "ALL";

/** Approving or rejecting a queued submission; the queue is read again either way. */
function useReviewDecision() {
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  const readQueue = () => void invalidate({ resource: "campaign-reviews", invalidates: ["list"] });
  return {
    isLoading,
    approve: (id: string) => run("alertReview.approve", { id }).finally(readQueue),
    reject: (id: string, message: string) => run("alertReview.reject", { id, message }).finally(readQueue),
  };
}

function RejectModal({ submission, onClose }: { submission: QueuedSubmission; onClose: () => void }) {
  const [form] = Form.useForm<{ message: string }>();
  const decide = useReviewDecision();
  const reject = ({ message }: { message: string }) =>
    decide.reject(submission.id, message.trim()).then(
      () => {
        toast.success("Η υποβολή απορρίφθηκε.", `Το κατάστημα «${submission.company.name}» θα δει το σχόλιό σας.`);
        onClose();
      },
      (error: unknown) => {
        toast.error("Η απόρριψη δεν έγινε", errorMessage(error));
        form.setFields(toFormFields(error, ["message"] as const));
      },
    );
  return (
    <Modal
      open
      title={`Απόρριψη · ${submission.title}`}
      okText="Απόρριψη"
      okButtonProps={{ danger: true, loading: decide.isLoading }}
      cancelText="Άκυρο"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnClose
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={reject}>
        <Form.Item
          label="Τι πρέπει να βελτιωθεί"
          name="message"
          extra="Το κατάστημα θα το δει στο παράθυρο «Θέματα προς βελτίωση»."
          rules={[{ required: true, whitespace: true, message: REJECT_MESSAGE_REQUIRED }]}
        >
          <Input.TextArea rows={5} maxLength={2000} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ReviewCard({ submission }: { submission: QueuedSubmission }) {
  const [rejecting, setRejecting] = useState(false);
  const decide = useReviewDecision();
  const approve = () =>
    decide.approve(submission.id).then(
      () => toast.success("Η υποβολή εγκρίθηκε.", `Το κατάστημα «${submission.company.name}» μπορεί πλέον να τη στείλει.`),
      (error: unknown) => toast.error("Η έγκριση δεν έγινε", errorMessage(error)),
    );
  const isEmail = submission.type === "EMAIL";

  return (
    <Card
      data-testid="review-item"
      data-id={submission.id}
      title={
        <Space size={8} wrap>
          <Tag color="geekblue">{ALERT_TYPE_LABELS[submission.type]}</Tag>
          <span>{submission.company.name}</span>
        </Space>
      }
      extra={<Typography.Text type="secondary">{formatDateTime(submission.createdAt)}</Typography.Text>}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={isEmail ? 24 : 12} xl={isEmail ? 14 : 10}>
          <SubmissionPreview submission={submission} shop={submission.company} emailHeight={420} />
        </Col>
        <Col xs={24} md={isEmail ? 24 : 12} xl={isEmail ? 10 : 14}>
          <Flex vertical gap={12} style={{ height: "100%" }}>
            <dl className="review-details">
              <dt>Όνομα υποβολής</dt>
              <dd>{submission.title}</dd>
              {submission.url && (
                <>
                  <dt>Σύνδεσμος</dt>
                  <dd>
                    <a href={submission.url} target="_blank" rel="noreferrer noopener">
                      {submission.url}
                    </a>
                  </dd>
                </>
              )}
              {submission.image && (
                <>
                  <dt>Εικόνα</dt>
                  <dd>
                    <a href={submission.image} target="_blank" rel="noreferrer noopener">
                      {submission.image}
                    </a>
                  </dd>
                </>
              )}
              <dt>Κατάστημα</dt>
              <dd>
                {submission.company.name} ({submission.company.slug})
              </dd>
            </dl>
            <Space wrap>
              <Popconfirm title="Έγκριση υποβολής" description="Το κατάστημα θα μπορεί να τη στείλει στους πελάτες του." okText="Έγκριση" cancelText="Άκυρο" onConfirm={approve}>
                <Button type="primary" icon={<CheckOutlined />} loading={decide.isLoading}>
                  Έγκριση
                </Button>
              </Popconfirm>
              <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)}>
                Απόρριψη
              </Button>
            </Space>
          </Flex>
        </Col>
      </Row>
      {rejecting && <RejectModal submission={submission} onClose={() => setRejecting(false)} />}
    </Card>
  );
}

export default function ReviewQueuePage() {
  const [type, setType] = useState<AlertType | null>(null);
  const queue = useReviewQueue(type);

  const body = () => {
    if (queue.error && !queue.data) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
    if (!queue.data) return <Spinner />;
    if (queue.data.length === 0) return <Empty description="Καμία υποβολή δεν περιμένει έλεγχο." style={{ marginTop: 48 }} />;
    return (
      <Space direction="vertical" size={24} style={{ width: "100%" }}>
        {queue.data.map((submission) => (
          <ReviewCard key={submission.id} submission={submission} />
        ))}
      </Space>
    );
  };

  return (
    <>
      <PageHeader
        title="Έλεγχος μηνυμάτων"
        subtitle="Οι υποβολές των καταστημάτων που περιμένουν έγκριση, όπως θα τις δουν οι πελάτες."
        extra={
          <Segmented
            value={type ?? ALL}
            onChange={(value) => setType(value === ALL ? null : (value as AlertType))}
            options={[
              { value: ALL, label: "Όλες" },
              { value: "PUSH", label: "Push" },
              { value: "SMS", label: "SMS" },
              { value: "EMAIL", label: "E-mail" },
            ]}
          />
        }
      />
      {body()}
    </>
  );
}
