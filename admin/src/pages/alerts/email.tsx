// /admin/alerts/email and its form routes.
import { KindPage } from "./KindPage";

export default function EmailPage() {
  return <KindPage type="EMAIL" />;
}
