// /admin/history/stamps-coupons: coupons earned with stamps.
import { trpc, type RouterOutputs } from "../../lib/trpc";
import { countColumn, couponCodeColumn, couponCreatorColumn, couponStatusColumn, couponTitleColumn, customerColumn, dateColumn } from "./columns";
import { HistoryTable } from "./HistoryTable";

type Row = RouterOutputs["coupon"]["stampsGet"]["body"][number];

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
      listKey="coupon.stampsGet"
      load={(input) => trpc.coupon.stampsGet.query(input)}
      exportKind="stamps-coupons"
      countLabel={["κουπόνι", "κουπόνια"]}
      columns={columns}
      rowKey={(row) => row.code}
    />
  );
}
