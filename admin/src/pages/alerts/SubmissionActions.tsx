// What can be done with a submission in its status (SPEC section 2): cancel a pending one, launch an
// approved one, read the review of a rejected one and edit it, edit or see the results of an executed one.
import { BarChartOutlined, CloseOutlined, EditOutlined, MessageOutlined, SendOutlined } from "@ant-design/icons";
import { Button, Popconfirm, Space, Typography } from "antd";
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { NotificationModal, toast } from "../../components/feedback/feedback";
import { REJECTION_MODAL_TITLE, SUBMISSION_FAILURE_MESSAGE, SUBMISSION_SUCCESS_MESSAGE } from "../../components/feedback/messages";
import { errorMessage } from "../../lib/errors";
import { alertPaths } from "./kinds";
import { LinkButton } from "./LinkButton";
import { useCancelSubmission, type Submission } from "./queries";

function CancelButton({ submission }: { submission: Submission }) {
  const cancel = useCancelSubmission();
  return (
    <Popconfirm
      title="Ακύρωση υποβολής"
      description="Η υποβολή δεν θα ελεγχθεί και θα αφαιρεθεί από τη λίστα."
      okText="Ακύρωση υποβολής"
      cancelText="Πίσω"
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        cancel.mutateAsync(submission.id).then(
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

function ReviewMessageButton({ submission }: { submission: Submission }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      <Button icon={<MessageOutlined />} onClick={() => setOpen(true)}>
        {REJECTION_MODAL_TITLE}
      </Button>
      <NotificationModal open={open} level="warn" title={REJECTION_MODAL_TITLE} onClose={() => setOpen(false)}>
        <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }} data-testid="review-message">
          {submission.reviewMessage}
        </Typography.Paragraph>
        <Button type="primary" icon={<EditOutlined />} onClick={() => navigate(alertPaths.edit(submission.type, submission.id))}>
          Επεξεργασία και νέα υποβολή
        </Button>
      </NotificationModal>
    </>
  );
}

export function SubmissionActions({ submission }: { submission: Submission }) {
  const edit = alertPaths.edit(submission.type, submission.id);
  switch (submission.status) {
    case "PENDING_REVIEW":
      return <CancelButton submission={submission} />;
    case "APPROVED":
      return (
        <LinkButton to={alertPaths.launchpad(submission.id)} type="primary" icon={<SendOutlined />}>
          Αποστολή
        </LinkButton>
      );
    case "REJECTED":
      return (
        <Space wrap>
          <ReviewMessageButton submission={submission} />
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
          <LinkButton to={alertPaths.results(submission.id)} type="primary" ghost icon={<BarChartOutlined />}>
            Αποτελέσματα
          </LinkButton>
        </Space>
      );
    case "CANCELED_BY_USER":
      return null;
  }
}
