// The campaigns' own page (/admin/alerts): one card per channel the shop may use.
import { channels } from "../../channels/registry";
import { SectionLanding } from "../../components/SectionLanding";

const links = Object.fromEntries(channels.map((channel) => [channel.resource, { icon: channel.icon, description: channel.description }]));

export default function CampaignsPage() {
  return <SectionLanding section="campaigns" links={links} />;
}
