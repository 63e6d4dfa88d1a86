// /admin/stamp-rewards: what customers get for their stamps.
import { RewardList } from "../../components/rewards/RewardList";

export default function StampRewardListPage() {
  return <RewardList kind="stamps" />;
}
