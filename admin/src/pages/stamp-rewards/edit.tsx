// /admin/stamp-rewards/edit/:id
import { RewardEdit } from "../rewards/RewardEditor";

export default function StampRewardEditPage() {
  return <RewardEdit kind="stamps" />;
}
