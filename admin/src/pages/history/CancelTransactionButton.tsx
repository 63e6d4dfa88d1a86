// Cancelling a purchase or a stamp: possible for 7 days (the server's window), after a warning that says
// what is cancelled: whose purchase, its amount and date, and the points and stamps the customer loses.
import { useInvalidate, type HttpError } from "@refinedev/core";
import { App, Button, Tag, Tooltip, Typography } from "antd";
import { formatCents } from "@shared/money.js";
import { formatPhone } from "@shared/phone.js";
import { CANCEL_WINDOW_MS } from "@shared/rules.js";
import { toast } from "../../components/feedback/feedback";
import { CANCEL_TRANSACTION_CONFIRM_MESSAGE, CANCEL_TRANSACTION_SUCCESS_MESSAGE, CANCEL_WINDOW_TOOLTIP } from "../../components/feedback/messages";
import { formatDateTime } from "../../lib/dates";
import { useCustomCall } from "../../providers/customCalls";
import { countText } from "@shared/counts.js";
import { customerNameOf, type HistoryCustomer } from "./CustomerCell";

/**
 * A purchase (points, and `stampGiven` when it also gave a stamp, which its cancellation takes back too) or
 * a stamp: each row of a stamps history is one stamp.
 */
export type CancellableRow = {
  id: string;
  createdAt: string;
  cancelledAt: string | null;
  amount: string;
  customer: HistoryCustomer;
  points?: number;
  stampGiven?: boolean;
};

type Props = {
  transaction: CancellableRow;
  /** The list to read again once cancelled, e.g. "history-transactions". */
  resource: string;
};

/** What the customer loses: "12 πόντοι και 1 στάμπα". */
function takenBack(row: CancellableRow): string {
  const isPurchase = row.points !== undefined;
  const parts = [...(isPurchase && row.points ? [countText(row.points, "point")] : []), ...(!isPurchase || row.stampGiven ? [countText(1, "stamp")] : [])];
  return parts.length ? parts.join(" και ") : "Τίποτα: η αγορά δεν έδωσε πόντους";
}

function CancelSummary({ row }: { row: CancellableRow }) {
  const name = customerNameOf(row.customer);
  const phone = formatPhone(row.customer.phone);
  return (
    <div data-testid="cancel-transaction-summary">
      <dl className="history-cancel-summary">
        <dt>Πελάτης</dt>
        <dd>{name ? `${name} · ${phone}` : phone}</dd>
        <dt>Ποσό</dt>
        <dd>{Number(row.amount) > 0 ? formatCents(row.amount) : "–"}</dd>
        <dt>Ημερομηνία</dt>
        <dd>{formatDateTime(row.createdAt)}</dd>
        <dt>Αφαιρούνται από τον πελάτη</dt>
        <dd>{takenBack(row)}</dd>
      </dl>
      <Typography.Paragraph style={{ margin: 0 }}>{CANCEL_TRANSACTION_CONFIRM_MESSAGE}</Typography.Paragraph>
    </div>
  );
}

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
          content: <CancelSummary row={transaction} />,
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
