// The counting rules the previews and SMS counts use to show a message as it is sent (campaign.settings):
// read once per session, shared by the forms, the launchpad and the review queue.
import type { RouterOutputs } from "../lib/routerTypes";
import { useCustomQuery } from "../providers/customCalls";

export type CampaignSettings = RouterOutputs["campaign"]["settings"];

export function useCampaignSettings() {
  return useCustomQuery("campaign.settings", undefined, { staleTime: Infinity });
}
