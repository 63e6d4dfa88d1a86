// A channel's edit route: a rejected campaign, with the reviewer's message, sent back for review; or an
// executed one, submitted again as a new campaign. Others cannot be edited.
import { useNavigation } from "@refinedev/core";
import { Alert } from "antd";
import { REJECTION_MODAL_TITLE } from "../../components/feedback/messages";
import { Problem } from "../../components/Problem";
import { Spinner } from "../../components/Spinner";
import { PageHeader } from "../../layout/PageHeader";
import { errorMessage } from "../../lib/errors";
import { CampaignForm, useCampaignForm } from "./CampaignForm";
import { useCampaign } from "./queries";
import { useRouteChannel, useRouteId } from "./route";

export default function CampaignEdit() {
  const channel = useRouteChannel();
  const id = useRouteId();
  const campaign = useCampaign(id);
  const form = useCampaignForm(channel, "edit", id);
  const { list } = useNavigation();
  const back = { label: "Στη λίστα", onClick: () => list(channel.resource) };

  if (campaign.error) return <Problem title={errorMessage(campaign.error)} action={back} />;
  const found = campaign.data;
  if (!found) return <Spinner />;
  if (found.type !== channel.type) return <Problem title="Η υποβολή δεν βρέθηκε." action={back} />;
  if (found.status !== "REJECTED" && found.status !== "EXECUTED") {
    return <Problem title="Μόνο απορριφθείσες ή ολοκληρωμένες υποβολές μπορούν να επεξεργαστούν." action={back} />;
  }

  return (
    <>
      <PageHeader title={`Επεξεργασία · ${found.title}`} subtitle={channel.title} />
      {found.status === "REJECTED" && found.reviewMessage && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 24 }}
          message={REJECTION_MODAL_TITLE}
          description={<span style={{ whiteSpace: "pre-wrap" }}>{found.reviewMessage}</span>}
        />
      )}
      {found.status === "EXECUTED" && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 24 }}
          message="Η υποβολή έχει ήδη σταλεί: οι αλλαγές σας θα υποβληθούν για έγκριση ως νέα υποβολή."
        />
      )}
      <CampaignForm {...form} channel={channel} campaign={found} />
    </>
  );
}
