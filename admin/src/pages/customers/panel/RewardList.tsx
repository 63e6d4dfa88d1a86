// Rewards the customer can turn into a coupon now. A button is off while its request runs and when
// the reward costs more than the customer has (the server would refuse it); hidden rewards are free.
import { App, Button, Flex, List, Space, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { toast } from "../../../components/feedback/feedback";
import { errorMessage } from "../../../lib/errors";
import type { CustomOutput } from "../../../providers/procedures";
import { automaticGiftNote } from "./format";
import { NewCouponModal } from "./NewCouponModal";
import { useRefreshCustomer, type Customer, type Reward, type RewardKind, type StampReward } from "./queries";
import { useCustomerAction } from "./useCustomerAction";
import { countText } from "@shared/counts.js";

type CreatedCoupon = CustomOutput<"coupon.create">;
type AnyReward = Reward | StampReward;

/** coupon.create's input per kind: a stamp reward is redeemed at once, a hidden one is free. */
function createInput(kind: RewardKind, rewardId: string, customerId: string) {
  if (kind === "stamps") return { rewardId, customerId, redeemInstant: true, isStamp: true };
  if (kind === "hidden") return { rewardId, customerId, hidden: true };
  return { rewardId, customerId };
}

function costOf(kind: RewardKind, reward: AnyReward) {
  return kind === "hidden" ? 0 : reward.points;
}

function costLabel(kind: RewardKind, reward: AnyReward) {
  if (kind === "hidden") return "Δωρεάν";
  return countText(reward.points, kind === "stamps" ? "stamp" : "point");
}

type RowProps = { kind: RewardKind; reward: AnyReward; customer: Customer; onCreated: (coupon: CreatedCoupon) => void };

function RewardRow({ kind, reward, customer, onCreated }: RowProps) {
  const refresh = useRefreshCustomer(customer.id);
  const { modal } = App.useApp();
  const create = useCustomerAction("coupon.create", {
    onSuccess: (coupon) => {
      onCreated(coupon);
      return Promise.all([refresh.details(), refresh.coupons()]);
    },
    onError: (error) => toast.error("Το κουπόνι δεν δημιουργήθηκε", errorMessage(error)),
  });
  const balance = kind === "stamps" ? customer.stamps : customer.points;
  const short = costOf(kind, reward) > balance;
  const unit = kind === "stamps" ? "stamp" : "point";
  const gift = "giftOnNthTransaction" in reward ? reward.giftOnNthTransaction : null;
  const adminTitle = "adminTitle" in reward ? reward.adminTitle : null;
  const count = (n: number) => countText(n, unit);
  // One click spends the customer's points: first a look at the cost and what is left.
  const confirm = () =>
    modal.confirm({
      title: `Δημιουργία κουπονιού «${reward.title}»`,
      content:
        kind === "hidden" ? (
          <Typography.Paragraph style={{ margin: 0 }}>Δωρεάν κουπόνι: καταγράφεται στο ιστορικό με το όνομά σας.</Typography.Paragraph>
        ) : (
          <Typography.Paragraph style={{ margin: 0 }} data-testid="coupon-cost">
            Κόστος: {count(costOf(kind, reward))}. Υπόλοιπο μετά: {count(balance - costOf(kind, reward))}.
          </Typography.Paragraph>
        ),
      okText: "Δημιουργία",
      cancelText: "Άκυρο",
      onOk: () => create.act(createInput(kind, reward.id, customer.id)),
    });
  return (
    <Flex justify="space-between" align="center" gap={12} style={{ width: "100%" }}>
      <Space direction="vertical" size={2} style={{ minWidth: 0 }}>
        <Typography.Text strong>{reward.title}</Typography.Text>
        <Space size={[8, 2]} wrap>
          <Tag bordered={false} color={short ? "default" : "green"} style={{ marginInlineEnd: 0 }}>
            {costLabel(kind, reward)}
          </Tag>
          {adminTitle && <Typography.Text type="secondary">{adminTitle}</Typography.Text>}
        </Space>
        {kind === "hidden" && gift ? <Typography.Text type="secondary">{automaticGiftNote(gift)}</Typography.Text> : null}
      </Space>
      <Tooltip title={short ? `Ο πελάτης έχει ${countText(balance, unit, { case: "accusative" })}.` : undefined}>
        <Button type="primary" aria-label={`Δημιουργία: ${reward.title}`} disabled={short || create.isLoading} loading={create.isLoading} onClick={confirm}>
          Δημιουργία
        </Button>
      </Tooltip>
    </Flex>
  );
}

type ListProps = { kind: RewardKind; rewards: AnyReward[]; customer: Customer; empty: string };

export function RewardList({ kind, rewards, customer, empty }: ListProps) {
  const [created, setCreated] = useState<CreatedCoupon | null>(null);
  return (
    <>
      <List
        size="small"
        dataSource={rewards}
        rowKey={(reward) => reward.id}
        renderItem={(reward) => (
          <List.Item style={{ paddingInline: 4 }}>
            <RewardRow kind={kind} reward={reward} customer={customer} onCreated={setCreated} />
          </List.Item>
        )}
        locale={{ emptyText: <Typography.Text type="secondary">{empty}</Typography.Text> }}
      />
      <NewCouponModal coupon={created} onClose={() => setCreated(null)} />
    </>
  );
}
