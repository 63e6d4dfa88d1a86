// /admin/contact: the shop's conversations with the platform's support.
import { Inbox } from "../../components/messages/Inbox";
import { shopSide } from "../../components/messages/threads";
import { PageHeader } from "../../layout/PageHeader";

export default function ContactPage() {
  return (
    <>
      <PageHeader title="Επικοινωνία" subtitle="Γράψτε στην ομάδα υποστήριξης της πλατφόρμας· οι απαντήσεις εμφανίζονται εδώ." />
      <Inbox api={shopSide} emptyText="Δεν έχετε στείλει μηνύματα ακόμη." />
    </>
  );
}
