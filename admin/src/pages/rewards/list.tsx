// /admin/rewards: the shop's point rewards and hidden rewards.
import { RewardList } from "./RewardList";

export default function RewardListPage() {
  return <RewardList kind="points" />;
}
