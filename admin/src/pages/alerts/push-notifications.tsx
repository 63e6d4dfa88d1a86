// /admin/alerts/push-notifications and its form routes.
import { KindPage } from "./KindPage";

export default function PushNotificationsPage() {
  return <KindPage type="PUSH" />;
}
