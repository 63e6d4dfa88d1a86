// The campaigns' own page (/admin/alerts): one card per channel the shop may use, each saying how many
// of the platform's decisions on its campaigns the owner has not seen yet.
import { Tag } from "antd";
import { channels } from "../../channels/registry";
import { reviewNewsText, useUnseenReviews } from "../../components/campaigns/reviewNews";
import { SectionLanding } from "../../components/SectionLanding";

export default function CampaignsPage() {
  const news = useUnseenReviews().data;
  const links = Object.fromEntries(
    channels.map((channel) => {
      const unseen = news?.byType[channel.type] ?? 0;
      const extra =
        unseen > 0 ? (
          <Tag key="news" color="blue" data-testid="review-news">
            {reviewNewsText(unseen)}
          </Tag>
        ) : undefined;
      return [channel.resource, { icon: channel.icon, description: channel.description, extra }];
    }),
  );
  return <SectionLanding section="campaigns" links={links} />;
}
