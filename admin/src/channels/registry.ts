// Every campaign channel the admin has a form for, in the order the screens list them. A new one is a
// folder beside this file exporting a `Channel` (types.ts), its line here, and its route resource in
// resources.tsx; docs/adding-a-channel.md walks through one.
import { email } from "./email";
import { push } from "./push";
import { sms } from "./sms";
import type { CampaignType, Channel } from "./types";

export const channels: readonly Channel[] = [push, sms, email];

export function channelOf(type: CampaignType): Channel {
  const channel = channels.find((candidate) => candidate.type === type);
  if (!channel) throw new Error(`No channel for the campaign type ${type}`);
  return channel;
}

/** The channel whose list, new and edit routes this route resource declares; undefined for any other. */
export function channelOfResource(resource: string | undefined): Channel | undefined {
  return channels.find((candidate) => candidate.resource === resource);
}
