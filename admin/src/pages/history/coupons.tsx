// /admin/history/coupons: coupons bought with points (and gifted ones).
import type { ListRecord } from "../../providers/procedures";
import { countColumn, couponCodeColumn, couponCreatorColumn, couponStatusColumn, couponTitleColumn, customerColumn, dateColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = ListRecord<"history-coupons">;

const columns = [
  dateColumn<Row>("Δημιουργήθηκε"),
  couponCodeColumn<Row>(),
  couponTitleColumn<Row>(),
  customerColumn<Row>(),
  countColumn<Row>("Πόντοι", (row) => row.points),
  couponCreatorColumn<Row>(),
  couponStatusColumn<Row>(),
];

export default function CouponsHistoryPage() {
  return (
    <HistoryTable<Row>
      title="Κουπόνια"
      subtitle="Τα κουπόνια πόντων των πελατών, νεότερα πρώτα."
      kind="coupons"
      countLabel="coupon"
      columns={columns}
      searchPlaceholder="Αναζήτηση με κωδικό, τηλέφωνο ή όνομα"
      rowKey={(row) => row.code}
    />
  );
}
