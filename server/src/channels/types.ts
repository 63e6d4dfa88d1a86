// What every channel a campaign goes out on provides, in one interface: each folder beside this file
// (push, webPush, sms, email) exports one `Channel`, and registry.ts says which channels deliver which
// campaign type. The campaign code (audience, launch, send, results, routers) asks the registry and never
// names a channel itself.
import type { z } from "zod";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { AlertReview, AlertType, Company, Prisma } from "../generated/prisma/client.js";
import type { AdminPanelFlag } from "../shared/flags.js";

/** A campaign type as the shop writes it and the platform reviews it ("PUSH", "SMS", "EMAIL"). */
export type CampaignType = AlertType;

/** A campaign's stored content: the fields of its type, the other types' fields null. */
export type CampaignContent = Pick<AlertReview, "title" | "text" | "encoding" | "subject" | "html" | "design" | "image" | "url">;

export type ContentContext = { db: Db; env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">; companyId: string };

/** An entry of the customers' notification inbox (the app's and the wallet's list of notifications). */
type InboxEntry = { title: string; text: string; image: string | null; url: string | null };

/** What a campaign of one type holds and the limits it keeps; the channels of one type share it. */
export type ContentRules<Schema extends z.AnyZodObject = z.AnyZodObject> = {
  type: CampaignType;
  /** The admin-panel flag that turns this campaign type on for a shop. */
  flag: AdminPanelFlag;
  /** What the owner's e-mails call a campaign of this type, and where the admin lists them. */
  owner: { noun: string; listPath: string };
  /** alertReview.create's input for this type, its "type" the literal. */
  schema: Schema;
  /** The stored content from the input, checked for what zod cannot see (a Greek BAD_REQUEST if refused). */
  store(context: ContentContext, input: z.infer<Schema>): Promise<CampaignContent>;
  /** A campaign of this type is also kept in its recipients' notification inbox. */
  inbox?(content: CampaignContent): InboxEntry;
};

/**
 * Whether a customer (who gave consent) can be reached on the channel, as SQL over "Customer" c LEFT JOIN
 * "User" u: one query counts the launchpad's audience and writes the launch's delivery rows.
 */
type Reach = {
  /** The address the delivery row keeps (the e-mail, the mobile); null: read at send time (devices). */
  address: Prisma.Sql | null;
  /** Why the customer cannot be reached here (one of the channel's skip reasons), or NULL. */
  reason: Prisma.Sql;
  /** An audience list of addresses (the shop's e-mail lists) is matched against this; absent: lists do not apply. */
  listAddress?: Prisma.Sql;
};

/** A pending delivery as the sender claimed it. */
export type Recipient = { deliveryId: string; customerId: string; userId: string | null; address: string | null };

export type MessageContext = {
  db: Db;
  env: Env;
  campaign: Pick<AlertReview, "title" | "text" | "subject" | "html" | "image" | "url">;
  company: Pick<Company, "name" | "logo" | "slug" | "sendingEmail">;
};

type SendResult = { providerId: string | null };

/**
 * A transport either returns the provider's id for the message, throws PermanentFailure (this recipient
 * will never get it: recorded as failed, not retried), or throws anything else (not handed over, e.g. the
 * provider is down: the delivery is retried later).
 */
export type Transport<Message> = { send(message: Message): Promise<SendResult> };

export class PermanentFailure extends Error {}

type ChannelName = "push" | "webPush" | "sms" | "email";

export type Channel<Message = unknown> = {
  name: ChannelName;
  /** The content it carries: its campaign type's rules (push and web push carry the same notification). */
  content: ContentRules;
  reach: Reach;
  /** Every reason `reach` may skip a customer with, and how the results page says it. */
  skipReasons: Record<string, string>;
  /** The reason recorded when, at send time, the recipient has nowhere to receive it on this channel. */
  unreachable: string;
  /** Messages a second a campaign sends at (each launch claims its deliveries at this pace). */
  rate(env: Env): number;
  /** What the admin's previews and counts need to show the message as sent (campaign.settings). */
  preview?(env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">): Record<string, string | number>;
  /** The recipient's message on this channel; null: nowhere to send it to here (e.g. no device). */
  message(context: MessageContext, recipient: Recipient): Promise<Message | null>;
  transport(env: Env, db: Db): Transport<Message>;
};

/** The stored content with every field empty: each type fills its own. */
export const NO_CONTENT = { text: null, encoding: null, subject: null, html: null, design: null, image: null, url: null } as const;
