// Shows the code of a coupon just created, large enough to read out or copy.
import { Space, Typography } from "antd";
import { NotificationModal } from "../../../components/feedback/feedback";
import { formatDate } from "../../../lib/dates";
import type { RouterOutputs } from "../../../lib/routerTypes";

type CreatedCoupon = RouterOutputs["coupon"]["create"];

export function NewCouponModal({ coupon, onClose }: { coupon: CreatedCoupon | null; onClose: () => void }) {
  return (
    <NotificationModal open={coupon !== null} level="success" title="Το κουπόνι δημιουργήθηκε" onClose={onClose}>
      {coupon && (
        <Space direction="vertical" size={4} style={{ width: "100%", textAlign: "center", paddingBlock: 8 }}>
          <Typography.Text type="secondary">{coupon.title}</Typography.Text>
          <Typography.Text copyable code data-testid="new-coupon-code" style={{ fontSize: 28, letterSpacing: 2 }}>
            {coupon.code}
          </Typography.Text>
          {coupon.usedAt ? (
            <Typography.Text type="success">Εξαργυρώθηκε αμέσως.</Typography.Text>
          ) : (
            coupon.validUntil && <Typography.Text type="secondary">Ισχύει έως {formatDate(coupon.validUntil)}</Typography.Text>
          )}
        </Space>
      )}
    </NotificationModal>
  );
}
