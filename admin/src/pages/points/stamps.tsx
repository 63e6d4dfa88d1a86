import { AwardForm } from "./AwardForm";

export default function AddStampPage() {
  return <AwardForm kind="stamps" />;
}
