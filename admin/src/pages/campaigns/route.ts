// What a campaign page reads from its route: the channel whose list, new or edit route it is (resources.tsx
// names each channel's route resource, channels/registry.ts maps it back) and the :id of the campaign.
import { useResourceParams } from "@refinedev/core";
import { channelOfResource } from "../../channels/registry";
import type { Channel } from "../../channels/types";

export function useRouteChannel(): Channel {
  const { resource } = useResourceParams();
  const channel = channelOfResource(resource?.name);
  if (!channel) throw new Error(`The route resource ${resource?.name} is no campaign channel's`);
  return channel;
}

export function useRouteId(): string {
  return String(useResourceParams().id ?? "");
}
