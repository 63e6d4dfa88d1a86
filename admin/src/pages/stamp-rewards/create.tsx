// /admin/stamp-rewards/create
import { RewardCreate } from "../../components/rewards/RewardEditor";

export default function StampRewardCreatePage() {
  return <RewardCreate kind="stamps" />;
}
