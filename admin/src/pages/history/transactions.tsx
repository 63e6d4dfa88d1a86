// /admin/history/transactions: purchases that earned points.
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { amountColumn, cancelColumn, countColumn, customerColumn, dateColumn, storeColumn, tagsColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = RouterOutputs["transaction"]["get"]["body"][number];

const LIST_KEY = "transaction.get";

const columns = [
  dateColumn<Row>(),
  customerColumn<Row>(),
  amountColumn<Row>(),
  countColumn<Row>("Πόντοι", (row) => row.points),
  storeColumn<Row>(),
  tagsColumn<Row>(),
  cancelColumn<Row>(LIST_KEY),
];

export default function TransactionsHistoryPage() {
  return (
    <HistoryTable<Row>
      title="Συναλλαγές"
      subtitle="Οι αγορές με πόντους, νεότερες πρώτα."
      listKey={LIST_KEY}
      load={(input) => trpc.transaction.get.query(input)}
      exportKind="transactions"
      countLabel={["συναλλαγή", "συναλλαγές"]}
      columns={columns}
      rowKey={(row) => row.id}
      isCancelled={(row) => row.cancelledAt !== null}
    />
  );
}
