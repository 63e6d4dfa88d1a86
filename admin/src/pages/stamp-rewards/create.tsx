// /admin/stamp-rewards/create
import { RewardCreate } from "../rewards/RewardEditor";

export default function StampRewardCreatePage() {
  return <RewardCreate kind="stamps" />;
}
