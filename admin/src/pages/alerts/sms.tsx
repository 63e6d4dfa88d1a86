// /admin/alerts/sms and its form routes.
import { KindPage } from "./KindPage";

export default function SmsPage() {
  return <KindPage type="SMS" />;
}
