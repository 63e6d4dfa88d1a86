// /admin/platform/messages (platform admins): every shop's conversations with the platform.
import { Inbox } from "../../../components/messages/Inbox";
import { platformSide } from "../../../components/messages/threads";
import { PageHeader } from "../../../layout/PageHeader";

export default function PlatformMessagesPage() {
  return (
    <>
      <PageHeader title="Μηνύματα καταστημάτων" subtitle="Οι συζητήσεις των καταστημάτων με την υποστήριξη." />
      <Inbox api={platformSide} emptyText="Κανένα κατάστημα δεν έχει γράψει ακόμη." />
    </>
  );
}
