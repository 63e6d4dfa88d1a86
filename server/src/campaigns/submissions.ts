// Alert submissions as the admin sees them, the per-type permission flags and the content checks shared
// by create and update.
import { TRPCError } from "@trpc/server";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { AlertReview, AlertType, Company, Prisma } from "../generated/prisma/client.js";
import { readFlags, type AdminPanelFlag } from "../shared/flags.js";
import { countCampaignSms, countSms, hasOwnOptOut, OWN_OPT_OUT_MESSAGE, SMS_MAX_PARTS } from "../shared/sms.js";
import { notFound } from "./stateMachine.js";
import { exampleSmsOptOutLink, smsLinkHost } from "./unsubscribe.js";
import { smsWithWalletLink, WALLET_PLACEHOLDER } from "../shared/walletLink.js";

export type AlertSubmission = {
  id: string;
  type: AlertType;
  status: AlertReview["status"];
  title: string;
  text: string | null;
  encoding: "GSM" | "UNICODE" | null;
  subject: string | null;
  html: string | null;
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

export const submissionInclude = {
  campaigns: { select: { id: true, launch: { select: { scheduledAt: true } } }, orderBy: { createdAt: "desc" }, take: 1 },
} satisfies Prisma.AlertReviewInclude;

type SubmissionRow = AlertReview & Prisma.AlertReviewGetPayload<{ include: typeof submissionInclude }>;

export function toSubmission(row: SubmissionRow): AlertSubmission {
  const campaign = row.campaigns[0];
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    title: row.title,
    text: row.text,
    encoding: row.encoding,
    subject: row.subject,
    html: row.html,
    image: row.image,
    url: row.url,
    reviewMessage: row.reviewMessage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    campaignId: campaign?.id ?? null,
    scheduledAt: campaign?.launch?.scheduledAt?.toISOString() ?? null,
  };
}

export async function loadSubmission(db: Db | Prisma.TransactionClient, id: string): Promise<AlertSubmission> {
  return toSubmission(await db.alertReview.findUniqueOrThrow({ where: { id }, include: submissionInclude }));
}

/** The shop's submission; another shop's id is NOT_FOUND. */
export async function findShopSubmission(db: Db, companyId: string, id: string): Promise<SubmissionRow> {
  const row = await db.alertReview.findFirst({ where: { id, companyId }, include: submissionInclude });
  if (!row) throw notFound();
  return row;
}

const TYPE_FLAGS: Record<AlertType, AdminPanelFlag> = {
  PUSH: "notifications-push",
  SMS: "notifications-sms",
  EMAIL: "notifications-email",
};

export function requireAlertFlag(company: Pick<Company, "flags">, type: AlertType): void {
  if (!readFlags(company.flags)["admin-panel"][TYPE_FLAGS[type]]) {
    throw new TRPCError({ code: "FORBIDDEN", message: "Η λειτουργία δεν είναι ενεργή για το κατάστημα." });
  }
}

export type SubmissionContentInput =
  | { type: "PUSH"; title: string; text: string; image?: string | null; url?: string | null }
  | { type: "SMS"; title?: string; text: string }
  | { type: "EMAIL"; title: string; subject: string; html?: string; templateId?: string };

export type SubmissionContent = Pick<AlertReview, "title" | "text" | "encoding" | "subject" | "html" | "image" | "url">;

/** The stored fields of a submission (the other type's fields null), checked for what zod cannot see. */
export async function submissionContent(
  db: Db,
  env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">,
  companyId: string,
  input: SubmissionContentInput,
): Promise<SubmissionContent> {
  const empty = { text: null, encoding: null, subject: null, html: null, image: null, url: null };
  if (input.type === "PUSH") {
    return { ...empty, title: input.title, text: input.text, image: input.image ?? null, url: input.url ?? null };
  }
  if (input.type === "SMS") {
    // {wallet} is sent as the shop's short wallet link: counted as sent.
    const company = input.text.includes(WALLET_PLACEHOLDER) ? await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { slug: true } }) : null;
    const sent = company ? smsWithWalletLink(input.text, smsLinkHost(env), company.slug) : input.text;
    if (countCampaignSms(sent, exampleSmsOptOutLink(env)).parts > SMS_MAX_PARTS) {
      throw new TRPCError({ code: "BAD_REQUEST", message: `Το μήνυμα ξεπερνά τα ${SMS_MAX_PARTS} τμήματα SMS.` });
    }
    if (hasOwnOptOut(input.text)) throw new TRPCError({ code: "BAD_REQUEST", message: OWN_OPT_OUT_MESSAGE });
    const title = input.title ?? (input.text.length > 60 ? `${input.text.slice(0, 59)}…` : input.text);
    return { ...empty, title, text: input.text, encoding: countSms(input.text).encoding };
  }
  let html = input.html?.trim() ? input.html : null;
  if (!html && input.templateId) {
    const template = await db.emailTemplate.findFirst({ where: { id: input.templateId, companyId } });
    if (!template) throw new TRPCError({ code: "NOT_FOUND", message: "Το πρότυπο e-mail δεν βρέθηκε." });
    html = template.content;
  }
  if (!html) throw new TRPCError({ code: "BAD_REQUEST", message: "Συμπληρώστε το περιεχόμενο του e-mail ή επιλέξτε πρότυπο." });
  return { ...empty, title: input.title, subject: input.subject, html };
}
