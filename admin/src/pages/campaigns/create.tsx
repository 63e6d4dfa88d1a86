// A channel's new route: a new campaign, sent for review.
import { PageHeader } from "../../layout/PageHeader";
import { CampaignForm, useCampaignForm } from "./CampaignForm";
import { useRouteChannel } from "./route";

export default function CampaignCreate() {
  const channel = useRouteChannel();
  const form = useCampaignForm(channel, "create");
  return (
    <>
      <PageHeader title={`Νέα υποβολή · ${channel.title}`} subtitle="Κάθε μήνυμα ελέγχεται από την ομάδα μας πριν μπορέσετε να το στείλετε." />
      <CampaignForm {...form} channel={channel} />
    </>
  );
}
