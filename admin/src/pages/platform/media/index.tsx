// /admin/platform/media (platform admins): the shared media library every shop can pick from.
import { Card } from "antd";
import { MediaLibrary } from "../../../components/media/MediaLibrary";
import { PageHeader } from "../../../layout/PageHeader";

export default function PlatformMediaPage() {
  return (
    <>
      <PageHeader title="Κοινόχρηστη βιβλιοθήκη" subtitle="Εικόνες που βλέπουν και μπορούν να χρησιμοποιήσουν όλα τα καταστήματα." />
      <Card>
        <MediaLibrary variant="platform" />
      </Card>
    </>
  );
}
