// /admin/platform/reviews (platform admins): every shop's campaigns awaiting review, oldest first, each
// shown as its recipients will see it, to approve (with an optional note), or to reject with a message for
// the shop. The shop's owner is told either way, by e-mail and in the admin.
import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { Button, Card, Col, Empty, Flex, Form, Input, Modal, Popconfirm, Row, Segmented, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { channelOf, channels } from "../../../channels/registry";
import type { CampaignType } from "../../../channels/types";
import { CampaignPreview } from "../../../components/campaigns/CampaignPreview";
import { toast } from "../../../components/feedback/feedback";
import { Spinner } from "../../../components/Spinner";
import { PageHeader } from "../../../layout/PageHeader";
import { formatDateTime } from "../../../lib/dates";
import { errorMessage, toFormFields } from "../../../lib/errors";
import { LoadError } from "../../../components/campaigns/LoadError";
import { useReviewDecision, useReviewQueue, type QueuedCampaign } from "./queries";
import "./reviews.css";

const REJECT_MESSAGE_REQUIRED = "Γράψτε τι πρέπει να βελτιωθεί.";
const ALL = "ALL";

function RejectModal({ campaign, onClose }: { campaign: QueuedCampaign; onClose: () => void }) {
  const [form] = Form.useForm<{ message: string }>();
  const decide = useReviewDecision();
  const reject = ({ message }: { message: string }) =>
    decide.reject(campaign.id, message.trim()).then(
      () => {
        toast.success("Η υποβολή απορρίφθηκε.", `Το κατάστημα «${campaign.company.name}» θα δει το σχόλιό σας· ενημερώνεται και με e-mail.`);
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
      title={`Απόρριψη · ${campaign.title}`}
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

function ReviewCard({ campaign }: { campaign: QueuedCampaign }) {
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState("");
  const decide = useReviewDecision();
  const noteId = `approval-note-${campaign.id}`;
  const approve = () =>
    decide.approve(campaign.id, note.trim()).then(
      () => toast.success("Η υποβολή εγκρίθηκε.", `Το κατάστημα «${campaign.company.name}» μπορεί πλέον να τη στείλει· ενημερώνεται και με e-mail.`),
      (error: unknown) => toast.error("Η έγκριση δεν έγινε", errorMessage(error)),
    );
  const channel = channelOf(campaign.type);
  const wide = channel.wide === true;

  return (
    <Card
      data-testid="review-item"
      data-id={campaign.id}
      title={
        <Space size={8} wrap>
          <Tag color="geekblue">{channel.label}</Tag>
          <span>{campaign.company.name}</span>
        </Space>
      }
      extra={<Typography.Text type="secondary">{formatDateTime(campaign.createdAt)}</Typography.Text>}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={wide ? 24 : 12} xl={wide ? 14 : 10}>
          <CampaignPreview campaign={campaign} shop={campaign.company} emailHeight={420} />
        </Col>
        <Col xs={24} md={wide ? 24 : 12} xl={wide ? 10 : 14}>
          <Flex vertical gap={12} style={{ height: "100%" }}>
            <dl className="review-details">
              <dt>Όνομα υποβολής</dt>
              <dd>{campaign.title}</dd>
              {campaign.url && (
                <>
                  <dt>Σύνδεσμος</dt>
                  <dd>
                    <a href={campaign.url} target="_blank" rel="noreferrer noopener">
                      {campaign.url}
                    </a>
                  </dd>
                </>
              )}
              {campaign.image && (
                <>
                  <dt>Εικόνα</dt>
                  <dd>
                    <a href={campaign.image} target="_blank" rel="noreferrer noopener">
                      {campaign.image}
                    </a>
                  </dd>
                </>
              )}
              <dt>Κατάστημα</dt>
              <dd>
                {campaign.company.name} ({campaign.company.slug})
              </dd>
            </dl>
            <Space wrap>
              <Popconfirm
                title="Έγκριση υποβολής"
                description={
                  <Flex vertical gap={8} className="review-approval">
                    <span>Το κατάστημα θα μπορεί να τη στείλει στους πελάτες του.</span>
                    <label htmlFor={noteId}>Σχόλιο για το κατάστημα (προαιρετικό)</label>
                    <Input.TextArea id={noteId} rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
                  </Flex>
                }
                okText="Έγκριση"
                cancelText="Άκυρο"
                onConfirm={approve}
              >
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
      {rejecting && <RejectModal campaign={campaign} onClose={() => setRejecting(false)} />}
    </Card>
  );
}

export default function ReviewQueuePage() {
  const [type, setType] = useState<CampaignType | null>(null);
  const queue = useReviewQueue(type);

  const body = () => {
    if (queue.error && !queue.data) return <LoadError error={queue.error} onRetry={() => void queue.refetch()} />;
    if (!queue.data) return <Spinner />;
    if (queue.data.length === 0) return <Empty description="Καμία υποβολή δεν περιμένει έλεγχο." style={{ marginTop: 48 }} />;
    return (
      <Space direction="vertical" size={24} style={{ width: "100%" }}>
        {queue.data.map((campaign) => (
          <ReviewCard key={campaign.id} campaign={campaign} />
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
            onChange={(value) => setType(value === ALL ? null : (value as CampaignType))}
            options={[{ value: ALL, label: "Όλες" }, ...channels.map((channel) => ({ value: channel.type, label: channel.shortLabel }))]}
          />
        }
      />
      {body()}
    </>
  );
}
