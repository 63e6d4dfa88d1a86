// 'Εξαργύρωση κουπονιού': the customer's unused coupons, each redeemable with one click.
import { App, Button, Flex, Space, Typography } from "antd";
import { CANCEL_WINDOW_MS } from "@shared/rules.js";
import { toast } from "../../../components/feedback/feedback";
import { REDEEM_FAILURE_MESSAGE, REDEEM_SUCCESS_MESSAGE } from "../../../components/feedback/messages";
import { formatDate } from "../../../lib/dates";
import { errorMessage } from "../../../lib/errors";
import type { ListRecord } from "../../../providers/procedures";
import { InfiniteList, listSource } from "./InfiniteList";
import { useRefreshCustomer, useUnusedCoupons, useUnusedStampCoupons } from "./queries";
import { useCustomerAction } from "./useCustomerAction";
import { countText } from "@shared/counts.js";

type Coupon = ListRecord<"history-coupons"> | ListRecord<"history-stamps-coupons">;

function CouponRow({ coupon, customerId }: { coupon: Coupon; customerId: string }) {
  const refresh = useRefreshCustomer(customerId);
  const redeem = useCustomerAction("coupon.redeem", {
    onSuccess: () => {
      toast.success(REDEEM_SUCCESS_MESSAGE);
      return Promise.all([refresh.coupons(), refresh.details()]);
    },
    onError: (error) => toast.error(REDEEM_FAILURE_MESSAGE, errorMessage(error)),
  });
  const { modal } = App.useApp();
  const cancel = useCustomerAction("coupon.cancel", {
    onSuccess: () => {
      toast.success("Το κουπόνι ακυρώθηκε και οι πόντοι επέστρεψαν.");
      return Promise.all([refresh.coupons(), refresh.details()]);
    },
    onError: (error) => toast.error("Το κουπόνι δεν ακυρώθηκε", errorMessage(error)),
  });
  // The same 7-day window as purchases; a coupon created by mistake gives its points back.
  const cancellable = Date.now() - new Date(coupon.createdAt).getTime() <= CANCEL_WINDOW_MS;
  const confirmCancel = () =>
    modal.confirm({
      title: `Ακύρωση κουπονιού ${coupon.code}`,
      content:
        coupon.points > 0
          ? `Ο πελάτης παίρνει πίσω ${countText(coupon.points, "amount" in coupon ? "point" : "stamp", { case: "accusative" })}.`
          : "Το δωρεάν κουπόνι ακυρώνεται.",
      okText: "Ακύρωση κουπονιού",
      okButtonProps: { danger: true },
      cancelText: "Πίσω",
      onOk: () => cancel.act({ code: coupon.code }),
    });
  return (
    <Flex justify="space-between" align="center" gap={12} style={{ width: "100%" }}>
      <Space direction="vertical" size={0} style={{ minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {coupon.title}
        </Typography.Text>
        <Space size={8} wrap>
          <Typography.Text code copyable>
            {coupon.code}
          </Typography.Text>
          {coupon.validUntil && <Typography.Text type="secondary">Λήγει {formatDate(coupon.validUntil)}</Typography.Text>}
        </Space>
      </Space>
      <Space wrap>
        {cancellable ? (
          <Button
            danger
            loading={cancel.isLoading}
            disabled={cancel.isLoading || redeem.isLoading}
            onClick={confirmCancel}
            aria-label={`Ακύρωση κουπονιού ${coupon.code}`}
          >
            Ακύρωση
          </Button>
        ) : null}
        <Button
          type="primary"
          ghost
          loading={redeem.isLoading}
          disabled={redeem.isLoading || cancel.isLoading}
          onClick={() => redeem.act({ code: coupon.code })}
        >
          Εξαργύρωση
        </Button>
      </Space>
    </Flex>
  );
}

export function CouponsToRedeem({ customerId }: { customerId: string }) {
  const points = useUnusedCoupons(customerId);
  const stamps = useUnusedStampCoupons(customerId);
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <div>
        <Typography.Text type="secondary">Κουπόνια πόντων</Typography.Text>
        <InfiniteList
          {...listSource(points)}
          rowKey={(coupon) => coupon.code}
          renderItem={(coupon) => <CouponRow coupon={coupon} customerId={customerId} />}
          empty="Κανένα κουπόνι προς εξαργύρωση"
          label="Κουπόνια πόντων"
        />
      </div>
      <div>
        <Typography.Text type="secondary">Κουπόνια στάμπας</Typography.Text>
        <InfiniteList
          {...listSource(stamps)}
          rowKey={(coupon) => coupon.code}
          renderItem={(coupon) => <CouponRow coupon={coupon} customerId={customerId} />}
          empty="Κανένα κουπόνι στάμπας προς εξαργύρωση"
          label="Κουπόνια στάμπας"
        />
      </div>
    </Space>
  );
}
