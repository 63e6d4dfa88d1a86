// /admin/rewards/create
import { RewardCreate } from "./RewardEditor";

export default function RewardCreatePage() {
  return <RewardCreate kind="points" />;
}
