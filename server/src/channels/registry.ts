// Every channel, and which channels deliver each campaign type. A new channel is a folder beside this file
// exporting a `Channel` (types.ts) and its line here; docs/adding-a-channel.md walks through one.
import type { z } from "zod";
import { idInput } from "../lib/inputs.js";
import { email } from "./email/index.js";
import { push } from "./push/index.js";
import { sms } from "./sms/index.js";
import type { CampaignType, Channel, ContentRules } from "./types.js";
import { webPush } from "./webPush/index.js";

/**
 * The channels of each campaign type, in the order they are sent on and their failures reported. A push
 * campaign fans out to the mobile app (Expo) and the wallet's browsers (Web Push): a customer is reached if
 * either reaches them, and their delivery is sent once either took the message.
 */
export const DELIVERY = {
  PUSH: [push, webPush],
  SMS: [sms],
  EMAIL: [email],
} as const satisfies Record<CampaignType, readonly [Channel, ...Channel[]]>;

export const CAMPAIGN_TYPES = Object.keys(DELIVERY) as CampaignType[];

export const CHANNELS: readonly Channel[] = Object.values(DELIVERY).flat();

type AnyChannel = (typeof DELIVERY)[CampaignType][number];

/** Each channel's transport by its name, typed by the message it takes (tests replace some). */
export type TransportsByName = { [C in AnyChannel as C["name"]]: ReturnType<C["transport"]> };

export function channelsOf(type: CampaignType): readonly [Channel, ...Channel[]] {
  return DELIVERY[type];
}

/** A campaign type's content rules (the same for all its channels). */
export function contentRulesOf(type: CampaignType): ContentRules {
  return DELIVERY[type][0].content;
}

/** Why a delivery was skipped, as the results page says it: no consent, or a channel's own reasons. */
export const SKIP_REASON_LABELS: Record<string, string> = Object.assign(
  { no_consent: "Χωρίς συγκατάθεση για ενημερώσεις" },
  ...CHANNELS.map((channel) => channel.skipReasons),
);

// One zod object per campaign type, its "type" the literal: alertReview.create's and update's input is
// their discriminated union, typed member by member.
type ContentSchema = (typeof DELIVERY)[CampaignType][0]["content"]["schema"];
type WithId<Schema> =
  Schema extends z.ZodObject<infer Shape, infer Keys, infer Rest> ? z.ZodObject<z.objectUtil.extendShape<Shape, { id: typeof idInput }>, Keys, Rest> : never;

export const CONTENT_SCHEMAS = CAMPAIGN_TYPES.map((type) => contentRulesOf(type).schema) as [ContentSchema, ...ContentSchema[]];
export const CONTENT_SCHEMAS_WITH_ID = CONTENT_SCHEMAS.map((schema) => schema.extend({ id: idInput })) as [WithId<ContentSchema>, ...WithId<ContentSchema>[]];

// The preview data of every channel in one object (campaign.settings), typed as all of theirs together.
type PreviewOf<C> = C extends { preview(env: never): infer Preview } ? Preview : never;
type AllOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void ? All : never;
export type PreviewSettings = AllOf<PreviewOf<AnyChannel>>;

export function previewSettings(env: Parameters<NonNullable<Channel["preview"]>>[0]): PreviewSettings {
  return Object.assign({}, ...CHANNELS.map((channel) => channel.preview?.(env))) as PreviewSettings;
}
