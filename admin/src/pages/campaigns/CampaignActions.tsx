// What can be done with a campaign in its status: cancel a pending one, launch an approved one, read the
// review of a rejected one and edit it, edit or see the results of an executed one.
import { BarChartOutlined, CloseOutlined, EditOutlined, MessageOutlined, SendOutlined } from "@ant-design/icons";
import { useNavigation } from "@refinedev/core";
import { Button, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { channelOf } from "../../channels/registry";
import type { Campaign } from "../../channels/types";
import { NotificationModal, toast } from "../../components/feedback/feedback";
import { REJECTION_MODAL_TITLE, SUBMISSION_FAILURE_MESSAGE, SUBMISSION_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { errorMessage } from "../../lib/errors";
import { LinkButton } from "./LinkButton";
import { useCancelCampaign } from "./queries";

function CancelButton({ campaign }: { campaign: Campaign }) {
  const cancel = useCancelCampaign();
  return (
    <Popconfirm
      title="Ακύρωση υποβολής"
      description="Η υποβολή δεν θα ελεγχθεί και θα αφαιρεθεί από τη λίστα."
      okText="Ακύρωση υποβολής"
      cancelText="Πίσω"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        cancel.mutateAsync(campaign.id).then(
          () => toast.success(SUBMISSION_SUCCESS_MESSAGE),
          (error: unknown) => toast.error(SUBMISSION_FAILURE_MESSAGE, errorMessage(error)),
        )
      }
    >
      <Button icon={<CloseOutlined />} loading={cancel.isLoading}>
        Ακύρωση
      </Button>
    </Popconfirm>
  );
}

function ReviewMessageButton({ campaign }: { campaign: Campaign }) {
  const [open, setOpen] = useState(false);
  const { edit } = useNavigation();
  return (
    <>
      <Button icon={<MessageOutlined />} onClick={() => setOpen(true)}>
        {REJECTION_MODAL_TITLE}
      </Button>
      <NotificationModal open={open} level="warn" title={REJECTION_MODAL_TITLE} onClose={() => setOpen(false)}>
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }} data-testid="review-message">
          {campaign.reviewMessage}
        </Typography.Paragraph>
        <Button type="primary" icon={<EditOutlined />} onClick={() => edit(channelOf(campaign.type).resource, campaign.id)}>
          Επεξεργασία και νέα υποβολή
        </Button>
      </NotificationModal>
    </>
  );
}

export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const { editUrl, showUrl } = useNavigation();
  const edit = editUrl(channelOf(campaign.type).resource, campaign.id);
  switch (campaign.status) {
    case "PENDING_REVIEW":
      return <CancelButton campaign={campaign} />;
    case "APPROVED":
      return (
        <LinkButton to={showUrl("campaign-launchpad", campaign.id)} type="primary" icon={<SendOutlined />}>
          Αποστολή
        </LinkButton>
      );
    case "REJECTED":
      return (
        <Space wrap>
          <ReviewMessageButton campaign={campaign} />
          <LinkButton to={edit} icon={<EditOutlined />}>
            Επεξεργασία
          </LinkButton>
        </Space>
      );
    case "EXECUTED":
      return (
        <Space wrap>
          <LinkButton to={edit} icon={<EditOutlined />}>
            Επεξεργασία
          </LinkButton>
          <LinkButton to={showUrl("campaign-results", campaign.id)} type="primary" ghost icon={<BarChartOutlined />}>
            Αποτελέσματα
          </LinkButton>
        </Space>
      );
    case "CANCELED_BY_USER":
      return null;
  }
}
