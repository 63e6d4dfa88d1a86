// The list page of both reward kinds: every reward of the shop, active ones first, with edit and
// deactivate/activate. Rewards are never deleted: issued coupons refer to them.
import { PlusOutlined } from "@ant-design/icons";
import { useTable } from "@refinedev/antd";
import { useInvalidate, useNavigation, type HttpError } from "@refinedev/core";
import { Avatar, Button, Card, Popconfirm, Space, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { formatCents } from "@shared/money.js";
import { PageHeader } from "../../layout/PageHeader";
import { formatDate } from "../../lib/dates";
import { errorNotification, successNotification } from "../../lib/notifications";
import { useCustomCall } from "../../providers/customCalls";
import { rewardKinds, useRefreshPanelRewards, type RewardKind } from "./kinds";
import "./rewards.css";
import type { AnyReward } from "./rewardValues";

const muted = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

function Kinds({ reward }: { reward: AnyReward }) {
  const tags = [];
  if (reward.hidden)
    tags.push(
      <Tag key="hidden" color="purple">
        Κρυφή
      </Tag>,
    );
  if ("giftOnNthTransaction" in reward && reward.giftOnNthTransaction)
    tags.push(
      <Tag key="nth" color="gold">
        Δώρο στη {reward.giftOnNthTransaction}η συναλλαγή
      </Tag>,
    );
  if ("instantReward" in reward && reward.instantReward)
    tags.push(
      <Tag key="instant" color="blue">
        Άμεση εξαργύρωση
      </Tag>,
    );
  return tags.length ? (
    <Space size={[0, 4]} wrap>
      {tags}
    </Space>
  ) : null;
}

export function RewardList({ kind }: { kind: RewardKind }) {
  const config = rewardKinds[kind];
  const { create, edit } = useNavigation();
  // The whole list on one page (a shop has a few rewards), in the server's order: active ones first.
  const { tableProps } = useTable<AnyReward, HttpError>({
    resource: config.resource,
    pagination: { mode: "off" },
    syncWithLocation: false,
    errorNotification,
  });

  return (
    <>
      <PageHeader
        title={config.title}
        subtitle={
          kind === "points" ? "Όσα ανταλλάσσουν οι πελάτες με τους πόντους τους, και τα κρυφά δώρα." : "Όσα παίρνουν οι πελάτες όταν συμπληρώσουν στάμπες."
        }
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => create(config.resource)}>
            Νέα ανταμοιβή
          </Button>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        <Table<AnyReward>
          {...tableProps}
          rowKey="id"
          pagination={false}
          scroll={{ x: 760 }}
          rowClassName={(reward) => (reward.active ? "" : "reward-inactive")}
          locale={{ emptyText: "Δεν υπάρχουν ανταμοιβές ακόμη." }}
        >
          <Table.Column<AnyReward>
            title="Ανταμοιβή"
            render={(_, reward) => (
              <Space align="start">
                <Avatar shape="square" size={44} src={reward.url ?? undefined}>
                  {reward.title.charAt(0)}
                </Avatar>
                <div>
                  <div>{reward.title}</div>
                  {"adminTitle" in reward && reward.adminTitle && muted(reward.adminTitle)}
                  <Kinds reward={reward} />
                </div>
              </Space>
            )}
          />
          <Table.Column<AnyReward>
            title="Κόστος"
            dataIndex="points"
            render={(points: number) => <span className="reward-nowrap">{config.costUnit(points)}</span>}
          />
          {kind === "points" && (
            <Table.Column<AnyReward>
              title="Αξία"
              render={(_, reward) =>
                "amount" in reward && reward.amount !== "0" ? <span className="reward-nowrap">{formatCents(reward.amount)}</span> : muted("—")
              }
            />
          )}
          <Table.Column<AnyReward>
            title="Λήξη"
            dataIndex="validUntil"
            render={(validUntil: string | null) =>
              validUntil === null ? (
                muted("Χωρίς λήξη")
              ) : dayjs(validUntil).isBefore(dayjs()) ? (
                <Typography.Text type="danger">Έληξε {formatDate(validUntil)}</Typography.Text>
              ) : (
                formatDate(validUntil)
              )
            }
          />
          <Table.Column<AnyReward>
            title="Κατάσταση"
            dataIndex="active"
            render={(active: boolean) => (active ? <Tag color="green">Ενεργή</Tag> : <Tag>Ανενεργή</Tag>)}
          />
          <Table.Column<AnyReward>
            title={<span className="visually-hidden">Ενέργειες</span>}
            align="right"
            render={(_, reward) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => edit(config.resource, reward.id)}>
                  Επεξεργασία
                </Button>
                <ActiveToggle kind={kind} reward={reward} />
              </Space>
            )}
          />
        </Table>
      </Card>
    </>
  );
}

function ActiveToggle({ kind, reward }: { kind: RewardKind; reward: AnyReward }) {
  const refreshPanelRewards = useRefreshPanelRewards();
  const { run, isLoading } = useCustomCall();
  const invalidate = useInvalidate();
  const deactivating = reward.active;
  const toggle = async () => {
    try {
      await run(
        rewardKinds[kind].setActive,
        { id: reward.id, active: !deactivating },
        { successNotification: successNotification(deactivating ? "Η ανταμοιβή απενεργοποιήθηκε." : "Η ανταμοιβή ενεργοποιήθηκε."), errorNotification },
      );
      refreshPanelRewards();
    } catch {
      // Told by the error toast; the list is read again below.
    } finally {
      void invalidate({ resource: rewardKinds[kind].resource, invalidates: ["list"] });
    }
  };
  return (
    <Popconfirm
      title={deactivating ? "Απενεργοποίηση ανταμοιβής" : "Ενεργοποίηση ανταμοιβής"}
      description={deactivating ? "Δεν θα προσφέρεται πλέον στους πελάτες. Τα κουπόνια που έχουν ήδη εκδοθεί ισχύουν." : "Θα προσφέρεται ξανά στους πελάτες."}
      okText={deactivating ? "Απενεργοποίηση" : "Ενεργοποίηση"}
      cancelText="Άκυρο"
      okButtonProps={{ danger: deactivating }}
      onConfirm={() => void toggle()}
    >
      <Button type="link" size="small" danger={deactivating} loading={isLoading}>
        {deactivating ? "Απενεργοποίηση" : "Ενεργοποίηση"}
      </Button>
    </Popconfirm>
  );
}
