// /admin/history/stamps-transactions: visits that earned a stamp.
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { amountColumn, cancelColumn, customerColumn, dateColumn, storeColumn, tagsColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = RouterOutputs["transaction"]["stampsGet"]["body"][number];

const LIST_KEY = "transaction.stampsGet";

const columns = [
  dateColumn<Row>(),
  customerColumn<Row>(),
  amountColumn<Row>(),
  storeColumn<Row>(),
  tagsColumn<Row>(),
  cancelColumn<Row>(LIST_KEY),
];

export default function StampTransactionsHistoryPage() {
  return (
    <HistoryTable<Row>
      title="Συναλλαγές στάμπας"
      subtitle="Κάθε γραμμή είναι μία στάμπα, νεότερες πρώτα."
      listKey={LIST_KEY}
      load={(input) => trpc.transaction.stampsGet.query(input)}
      exportKind="stamps-transactions"
      countLabel={["συναλλαγή στάμπας", "συναλλαγές στάμπας"]}
      columns={columns}
      rowKey={(row) => row.id}
      isCancelled={(row) => row.cancelledAt !== null}
    />
  );
}
