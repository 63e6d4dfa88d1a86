// /admin/rewards/edit/:id
import { RewardEdit } from "./RewardEditor";

export default function RewardEditPage() {
  return <RewardEdit kind="points" />;
}
