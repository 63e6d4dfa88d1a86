// /admin/rewards/create
import { RewardCreate } from "../../components/rewards/RewardEditor";

export default function RewardCreatePage() {
  return <RewardCreate kind="points" />;
}
