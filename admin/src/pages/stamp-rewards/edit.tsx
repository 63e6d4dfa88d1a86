// /admin/stamp-rewards/edit/:id
import { RewardEdit } from "../../components/rewards/RewardEditor";

export default function StampRewardEditPage() {
  return <RewardEdit kind="stamps" />;
}
