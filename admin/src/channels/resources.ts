// Each campaign type's route resource (its list, new and edit pages in resources.tsx), apart from the
// channels' screens: the home page links a campaign by it without loading them.
import type { CampaignType } from "./types";

export const CHANNEL_RESOURCES = { PUSH: "campaigns-push", SMS: "campaigns-sms", EMAIL: "campaigns-email" } as const satisfies Record<CampaignType, string>;
