// The customer's gifts (welcome, birthday), points and stamps: with the purchases and coupons they make
// up the balance, so the history and the balance agree.
import { List, Typography } from "antd";
import { formatDateTime } from "../../../lib/dates";
import { useCustomQuery } from "../../../providers/customCalls";
import { pointsText, stampsText } from "../../points/wording";

export function GiftList({ customerId }: { customerId: string }) {
  const gifts = useCustomQuery("transaction.giftsGet", { customerId });
  return (
    <List
      size="small"
      data-testid="gift-list"
      loading={gifts.isLoading}
      dataSource={gifts.data ?? []}
      rowKey={(gift) => gift.id}
      renderItem={(gift) => (
        <List.Item extra={<Typography.Text strong>+{gift.kind === "points" ? pointsText(gift.points) : stampsText(gift.points)}</Typography.Text>}>
          <List.Item.Meta title={gift.message ?? "Δώρο"} description={formatDateTime(gift.createdAt)} />
        </List.Item>
      )}
      locale={{ emptyText: <Typography.Text type="secondary">Κανένα δώρο ακόμη</Typography.Text> }}
    />
  );
}
