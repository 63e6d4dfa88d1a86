// /admin/history/stamps-coupons: coupons earned with stamps.
import type { ListRecord } from "../../providers/procedures";
import { countColumn, couponCodeColumn, couponCreatorColumn, couponStatusColumn, couponTitleColumn, customerColumn, dateColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = ListRecord<"history-stamps-coupons">;

const columns = [
  dateColumn<Row>("Δημιουργήθηκε"),
  couponCodeColumn<Row>(),
  couponTitleColumn<Row>(),
  customerColumn<Row>(),
  countColumn<Row>("Στάμπες", (row) => row.points),
  couponCreatorColumn<Row>(),
  couponStatusColumn<Row>(),
];

export default function StampCouponsHistoryPage() {
  return (
    <HistoryTable<Row>
      title="Κουπόνια στάμπας"
      subtitle="Τα κουπόνια που κέρδισαν οι πελάτες με στάμπες, νεότερα πρώτα."
      kind="stamps-coupons"
      countLabel="coupon"
      columns={columns}
      searchPlaceholder="Αναζήτηση με κωδικό, τηλέφωνο ή όνομα"
      rowKey={(row) => row.code}
    />
  );
}
