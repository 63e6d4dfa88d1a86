// /admin/rewards: the shop's point rewards and hidden rewards.
import { RewardList } from "../../components/rewards/RewardList";

export default function RewardListPage() {
  return <RewardList kind="points" />;
}
