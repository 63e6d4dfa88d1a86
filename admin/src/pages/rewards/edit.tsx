// /admin/rewards/edit/:id
import { RewardEdit } from "../../components/rewards/RewardEditor";

export default function RewardEditPage() {
  return <RewardEdit kind="points" />;
}
