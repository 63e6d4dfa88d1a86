import { AwardForm } from "./AwardForm";

export default function AddPointsPage() {
  return <AwardForm kind="points" />;
}
