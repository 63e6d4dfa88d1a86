// What every campaign channel gives the admin's campaign screens, in one interface: each folder beside
// this file (push, sms, email) exports one `Channel`, and registry.ts lists them. The campaign pages and
// the platform's review queue ask the registry and never name a channel themselves.
import type { FormInstance } from "antd";
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type { RouterInputs, RouterOutputs } from "../lib/routerTypes";

/** A campaign type ("PUSH", "SMS", "EMAIL"), as the server takes it. */
export type CampaignType = RouterInputs["alertReview"]["get"]["type"];
export type Campaign = RouterOutputs["alertReview"]["getById"];
type CampaignInput = RouterInputs["alertReview"]["create"];

/** The campaign form's values (each channel's fields use some of them). */
export type ContentValues = {
  title?: string;
  text?: string;
  image?: string | null;
  url?: string | null;
  subject?: string;
  html?: string;
  /** an e-mail's blocks (null: its HTML is written by hand) */
  design?: Campaign["design"];
};

/** A campaign's content as its recipients will see it: stored, or as the form holds it. */
export type ShownContent = Pick<Campaign, "title" | "text" | "subject" | "html" | "design" | "image">;

/** The sending shop, as its messages name it. */
export type Shop = { name: string; slug: string; logo?: string | null; sendingEmail?: string | null; brandColor?: string | null };

/** A channel's screen part, loaded with the first screen that shows it (React.lazy; render it in a Suspense). */
type LazyView<Props> = LazyExoticComponent<ComponentType<Props>>;

export type Channel = {
  type: CampaignType;
  /** The route resource of its list, new and edit pages (resources.tsx). */
  resource: string;
  /** The campaign type's name (the review queue's tag). */
  label: string;
  /** Its name in the platform's filters (review queue, outbox). */
  shortLabel: string;
  /** Its outbox tag's colour. */
  colour: string;
  /** Its list page's title, and what the list is for. */
  title: string;
  subtitle: string;
  /** Its card on the campaigns' page. */
  icon: ReactNode;
  description: string;
  /** The launchpad's count of the customers it cannot reach. */
  unreachableLabel: string;
  /** The line under a campaign's title in the list: what the customer reads first. */
  summary(campaign: ShownContent): string;
  /** The form's fields, inside the campaign form. */
  Fields: LazyView<{ form: FormInstance<ContentValues>; shop: Shop }>;
  /** The form waits for the counting rules (campaign.settings) before its fields show. */
  needsSettings?: boolean;
  /** The form's values as alertReview.create's input. */
  toInput(values: ContentValues): CampaignInput;
  /** The message as its recipients will see it. */
  Preview: LazyView<{ content: ShownContent; shop: Shop; height?: number }>;
  /** The launchpad's cost of sending it to that many recipients; none: it costs nothing per message. */
  Cost?: LazyView<{ content: ShownContent; shop: Shop; recipients: number }>;
  /** Its audience may be one of the shop's e-mail lists. */
  emailLists?: boolean;
  /** Its messages go to an address of their own and may bounce: the results show both. */
  bounces?: boolean;
  /** A wide message (e-mail HTML): the form and the review give the preview half the width. */
  wide?: boolean;
};
