// A stored campaign as its recipients will see it, whatever its channel (channels/<channel>/Preview).
import { Suspense } from "react";
import { channelOf } from "../../channels/registry";
import type { CampaignType, ShownContent, Shop } from "../../channels/types";
import { Spinner } from "../Spinner";

type Props = { campaign: ShownContent & { type: CampaignType }; shop: Shop; emailHeight?: number };

export function CampaignPreview({ campaign, shop, emailHeight }: Props) {
  const { Preview } = channelOf(campaign.type);
  return (
    <Suspense fallback={<Spinner />}>
      <Preview content={campaign} shop={shop} height={emailHeight} />
    </Suspense>
  );
}
