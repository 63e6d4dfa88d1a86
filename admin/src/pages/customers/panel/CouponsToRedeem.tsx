// 'Εξαργύρωση κουπονιού': the customer's unused coupons, each redeemable with one click.
import { useMutation } from "@tanstack/react-query";
import { Button, Flex, Space, Typography } from "antd";
import { toast } from "../../../components/feedback/feedback";
import { REDEEM_FAILURE_MESSAGE, REDEEM_SUCCESS_MESSAGE } from "../../../components/feedback/messages";
import { formatDate } from "../../../lib/dates";
import { errorMessage } from "../../../lib/errors";
import { trpc, type RouterOutputs } from "../../../lib/trpc";
import { InfiniteList, listSource } from "./InfiniteList";
import { useRefreshCustomer, useUnusedCoupons, useUnusedStampCoupons } from "./queries";

type Coupon = RouterOutputs["coupon"]["get"]["body"][number] | RouterOutputs["coupon"]["stampsGet"]["body"][number];

function CouponRow({ coupon, phone }: { coupon: Coupon; phone: string }) {
  const refresh = useRefreshCustomer(phone);
  const redeem = useMutation({
    mutationFn: () => trpc.coupon.redeem.mutate({ code: coupon.code }),
    onSuccess: () => {
      toast.success(REDEEM_SUCCESS_MESSAGE);
      return Promise.all([refresh.coupons(), refresh.details()]);
    },
    onError: (error) => toast.error(REDEEM_FAILURE_MESSAGE, errorMessage(error)),
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
      <Button type="primary" ghost loading={redeem.isLoading} disabled={redeem.isLoading} onClick={() => redeem.mutate()}>
        Εξαργύρωση
      </Button>
    </Flex>
  );
}

export function CouponsToRedeem({ customerId, phone }: { customerId: string; phone: string }) {
  const points = useUnusedCoupons(customerId);
  const stamps = useUnusedStampCoupons(customerId);
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <div>
        <Typography.Text type="secondary">Κουπόνια πόντων</Typography.Text>
        <InfiniteList
          {...listSource(points)}
          rowKey={(coupon) => coupon.code}
          renderItem={(coupon) => <CouponRow coupon={coupon} phone={phone} />}
          empty="Κανένα κουπόνι προς εξαργύρωση"
          label="Κουπόνια πόντων"
        />
      </div>
      <div>
        <Typography.Text type="secondary">Κουπόνια στάμπας</Typography.Text>
        <InfiniteList
          {...listSource(stamps)}
          rowKey={(coupon) => coupon.code}
          renderItem={(coupon) => <CouponRow coupon={coupon} phone={phone} />}
          empty="Κανένα κουπόνι στάμπας προς εξαργύρωση"
          label="Κουπόνια στάμπας"
        />
      </div>
    </Space>
  );
}
