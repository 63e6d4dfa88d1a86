// Cancelling a purchase or a stamp (SPEC section 4): possible for 7 days, after a warning.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { App, Button, Tag, Tooltip } from "antd";
import { toast } from "../../components/feedback/feedback";
import {
  CANCEL_TRANSACTION_CONFIRM_MESSAGE,
  CANCEL_TRANSACTION_SUCCESS_MESSAGE,
  CANCEL_WINDOW_TOOLTIP,
} from "../../components/feedback/messages";
import { formatDateTime } from "../../lib/dates";
import { errorMessage } from "../../lib/errors";
import { trpc } from "../../lib/trpc";
import { CANCEL_WINDOW_MS } from "@shared/rules.js";


type Props = {
  transaction: { id: string; createdAt: string; cancelledAt: string | null };
  /** The list query to refresh once cancelled, e.g. "transaction.get". */
  listKey: string;
};

export function CancelTransactionButton({ transaction, listKey }: Props) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const cancel = useMutation(() => trpc.transaction.cancel.mutate({ id: transaction.id }), {
    onSuccess: () => {
      toast.success(CANCEL_TRANSACTION_SUCCESS_MESSAGE);
      void queryClient.invalidateQueries([listKey]);
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

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
      loading={cancel.isLoading}
      onClick={() =>
        modal.confirm({
          title: "Ακύρωση συναλλαγής",
          content: CANCEL_TRANSACTION_CONFIRM_MESSAGE,
          okText: "Ακύρωση συναλλαγής",
          okButtonProps: { danger: true },
          cancelText: "Πίσω",
          maskClosable: true,
          // Errors are shown by the mutation; the dialog closes either way.
          onOk: () => cancel.mutateAsync().catch(() => undefined),
        })
      }
    >
      Ακύρωση
    </Button>
  );
}
