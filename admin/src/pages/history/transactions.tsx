// /admin/history/transactions: purchases that earned points.
import type { ListRecord } from "../../providers/procedures";
import { amountColumn, cancelColumn, purchaseSummaryColumn, countColumn, customerColumn, dateColumn, storeColumn, tagsColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = ListRecord<"history-transactions">;

const RESOURCE = "history-transactions";

const columns = [
  dateColumn<Row>(),
  customerColumn<Row>(),
  amountColumn<Row>(),
  countColumn<Row>("Πόντοι", (row) => row.points),
  storeColumn<Row>(),
  tagsColumn<Row>(),
  cancelColumn<Row>(RESOURCE),
];

export default function TransactionsHistoryPage() {
  return (
    <HistoryTable<Row>
      title="Συναλλαγές"
      subtitle="Οι αγορές με πόντους, νεότερες πρώτα."
      kind="transactions"
      countLabel="transaction"
      columns={columns}
      narrowColumn={purchaseSummaryColumn<Row>()}
      rowKey={(row) => row.id}
      isCancelled={(row) => row.cancelledAt !== null}
    />
  );
}
