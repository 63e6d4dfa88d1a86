// A shop's campaign as the admin sees it (stored as an AlertReview row: its content, type and review
// status, and its latest launch), the per-type permission flag, and its content as stored by create and
// update under its type's rules (channels/).
import { TRPCError } from "@trpc/server";
import type { z } from "zod";
import { readDesign } from "../channels/email/design.js";
import { contentRulesOf, type CONTENT_SCHEMAS } from "../channels/registry.js";
import type { CampaignContent, CampaignType, ContentContext } from "../channels/types.js";
import type { Db } from "../db/client.js";
import type { AlertReview, Company, Prisma } from "../generated/prisma/client.js";
import type { EmailDesign } from "../shared/emailDesign.js";
import { readFlags } from "../shared/flags.js";
import { notFound } from "./stateMachine.js";

export type Campaign = {
  id: string;
  type: CampaignType;
  status: AlertReview["status"];
  title: string;
  text: string | null;
  encoding: "GSM" | "UNICODE" | null;
  subject: string | null;
  html: string | null;
  /** an e-mail's blocks, when it was built from them */
  design: EmailDesign | null;
  image: string | null;
  url: string | null;
  reviewMessage: string | null;
  createdAt: string;
  updatedAt: string;
  /** set once launched */
  campaignId: string | null;
  /** the chosen send time; null: sent at once (or not launched) */
  scheduledAt: string | null;
};

export const campaignInclude = {
  campaigns: { select: { id: true, launch: { select: { scheduledAt: true } } }, orderBy: { createdAt: "desc" }, take: 1 },
} satisfies Prisma.AlertReviewInclude;

type CampaignRow = AlertReview & Prisma.AlertReviewGetPayload<{ include: typeof campaignInclude }>;

export function toCampaign(row: CampaignRow): Campaign {
  const launched = row.campaigns[0];
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    text: row.text,
    encoding: row.encoding,
    subject: row.subject,
    html: row.html,
    design: readDesign(row.design),
    image: row.image,
    url: row.url,
    reviewMessage: row.reviewMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    campaignId: launched?.id ?? null,
    scheduledAt: launched?.launch?.scheduledAt?.toISOString() ?? null,
  };
}

export async function loadCampaign(db: Db | Prisma.TransactionClient, id: string): Promise<Campaign> {
  return toCampaign(await db.alertReview.findUniqueOrThrow({ where: { id }, include: campaignInclude }));
}

/** The shop's campaign; another shop's id is NOT_FOUND. */
export async function findShopCampaign(db: Db, companyId: string, id: string): Promise<CampaignRow> {
  const row = await db.alertReview.findFirst({ where: { id, companyId }, include: campaignInclude });
  if (!row) throw notFound();
  return row;
}

/** Refuses a campaign type whose flag is off for the shop. */
export function requireCampaignFlag(company: Pick<Company, "flags">, type: CampaignType): void {
  if (!readFlags(company.flags)["admin-panel"][contentRulesOf(type).flag]) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Η λειτουργία δεν είναι ενεργή για το κατάστημα." });
  }
}

/** A campaign's content as the shop wrote it: one member of alertReview.create's input. */
export type CampaignContentInput = z.infer<(typeof CONTENT_SCHEMAS)[number]>;

/** The stored fields of a campaign (the other types' fields null), checked by its type's rules. */
export function campaignContent(context: ContentContext, input: CampaignContentInput): Promise<CampaignContent> {
  return contentRulesOf(input.type).store(context, input);
}
