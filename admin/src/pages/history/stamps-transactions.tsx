// /admin/history/stamps-transactions: visits that earned a stamp.
import type { ListRecord } from "../../providers/procedures";
import { amountColumn, cancelColumn, purchaseSummaryColumn, customerColumn, dateColumn, storeColumn, tagsColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = ListRecord<"history-stamps-transactions">;

const RESOURCE = "history-stamps-transactions";

const columns = [dateColumn<Row>(), customerColumn<Row>(), amountColumn<Row>(), storeColumn<Row>(), tagsColumn<Row>(), cancelColumn<Row>(RESOURCE)];

export default function StampTransactionsHistoryPage() {
  return (
    <HistoryTable<Row>
      title="Συναλλαγές στάμπας"
      subtitle="Κάθε γραμμή είναι μία στάμπα, νεότερες πρώτα."
      kind="stamps-transactions"
      countLabel="stampTransaction"
      columns={columns}
      narrowColumn={purchaseSummaryColumn<Row>()}
      rowKey={(row) => row.id}
      isCancelled={(row) => row.cancelledAt !== null}
    />
  );
}
