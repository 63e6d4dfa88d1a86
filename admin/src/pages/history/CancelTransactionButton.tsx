// Cancelling a purchase or a stamp: possible for 7 days (the server's window), after a warning.
import { useInvalidate, type HttpError } from "@refinedev/core";
import { App, Button, Tag, Tooltip } from "antd";
import { toast } from "../../components/feedback/feedback";
import { CANCEL_TRANSACTION_CONFIRM_MESSAGE, CANCEL_TRANSACTION_SUCCESS_MESSAGE, CANCEL_WINDOW_TOOLTIP } from "../../components/feedback/messages";
import { formatDateTime } from "../../lib/dates";
import { useCustomCall } from "../../providers/customCalls";
import { CANCEL_WINDOW_MS } from "@shared/rules.js";

type Props = {
  transaction: { id: string; createdAt: string; cancelledAt: string | null };
  /** The list to read again once cancelled, e.g. "history-transactions". */
  resource: string;
};

export function CancelTransactionButton({ transaction, resource }: Props) {
  const { modal } = App.useApp();
  const invalidate = useInvalidate();
  const { run, isLoading } = useCustomCall();
  const cancel = async () => {
    try {
      await run("transaction.cancel", { id: transaction.id });
      toast.success(CANCEL_TRANSACTION_SUCCESS_MESSAGE);
      void invalidate({ resource, invalidates: ["list"] });
    } catch (error) {
      toast.error((error as HttpError).message);
    }
  };

  if (transaction.cancelledAt) {
    return (
      <Tooltip title={formatDateTime(transaction.cancelledAt)}>
        <Tag color="red">Ακυρώθηκε</Tag>
      </Tooltip>
    );
  }

  if (Date.now() - new Date(transaction.createdAt).getTime() > CANCEL_WINDOW_MS) {
    return (
      <Tooltip title={CANCEL_WINDOW_TOOLTIP}>
        {/* Browsers send no mouse events to a disabled button: the wrapper takes the hover. */}
        <span style={{ display: "inline-block", cursor: "not-allowed" }}>
          <Button size="small" disabled style={{ pointerEvents: "none" }}>
            Ακύρωση
          </Button>
        </span>
      </Tooltip>
    );
  }

  return (
    <Button
      size="small"
      danger
      loading={isLoading}
      onClick={() =>
        modal.confirm({
          title: "Ακύρωση συναλλαγής",
          content: CANCEL_TRANSACTION_CONFIRM_MESSAGE,
          okText: "Ακύρωση συναλλαγής",
          okButtonProps: { danger: true },
          cancelText: "Πίσω",
          maskClosable: true,
          // The failure is said by a toast; the dialog closes either way.
          onOk: cancel,
        })
      }
    >
      Ακύρωση
    </Button>
  );
}
