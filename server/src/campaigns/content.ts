// A campaign's message for one recipient: the approved content plus what marketing must carry (the
// unsubscribe link in every e-mail, with the List-Unsubscribe headers of RFC 2369/8058, and the opt-out
// line in every SMS).
import type { Env } from "../env.js";
import type { AlertReview, Company } from "../generated/prisma/client.js";
import { smsWithOptOut } from "../shared/sms.js";
import type { EmailMessage, PushMessage, SmsMessage } from "./transports/types.js";
import { emailWithWalletLink, smsWithWalletLink, walletUrl } from "../shared/walletLink.js";
import { smsLinkHost, smsOptOutLink, unsubscribeUrl } from "./unsubscribe.js";
import { escapeHtml } from "../shared/escapeHtml.js";

type LinkEnv = Pick<Env, "AUTH_SECRET" | "PUBLIC_ORIGIN" | "MAIL_FROM" | "SMS_LINK_HOST">;


/** A readable plain-text part from the shop's HTML. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|h[1-6]|li|tr)>/gi, "\n")
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** The address part of MAIL_FROM ("Loyalty <no-reply@x>" → "no-reply@x"). */
function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

export function emailFor(
  env: LinkEnv,
  submission: Pick<AlertReview, "subject" | "html" | "title">,
  company: Pick<Company, "name" | "sendingEmail" | "slug">,
  recipient: { deliveryId: string; customerId: string; address: string },
): EmailMessage {
  const link = unsubscribeUrl(env, recipient.customerId);
  const wallet = walletUrl(env.PUBLIC_ORIGIN, company.slug);
  const footer =
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="font-size:12px;color:#666">` +
    `Λαμβάνετε αυτό το μήνυμα επειδή είστε πελάτης του καταστήματος «${escapeHtml(company.name)}» και δεχτήκατε να λαμβάνετε ενημερώσεις. ` +
    `<a href="${escapeHtml(wallet)}">Οι πόντοι και τα κουπόνια σας</a> · <a href="${escapeHtml(link)}">Διαγραφή από τις ενημερώσεις</a></p>`;
  const html = emailWithWalletLink(submission.html ?? "", env.PUBLIC_ORIGIN, company.slug);
  const withFooter = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : html + footer;
  const host = new URL(env.PUBLIC_ORIGIN).hostname;
  return {
    to: recipient.address,
    from: { name: company.name, address: senderAddress(env.MAIL_FROM) },
    replyTo: company.sendingEmail ?? undefined,
    subject: submission.subject ?? submission.title,
    html: withFooter,
    text: `${htmlToText(html)}\n\n--\nΟι πόντοι και τα κουπόνια σας: ${wallet}\nΔιαγραφή από τις ενημερώσεις του «${company.name}»: ${link}`,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    messageId: `<${recipient.deliveryId}@${host}>`,
  };
}

/**
 * The SMS as sent: the approved text, with {wallet} replaced by the short link to the shop in the wallet,
 * and the recipient's one opt-out line (their code, optOutCode.ts).
 */
export function smsFor(env: LinkEnv, submission: Pick<AlertReview, "text">, company: Pick<Company, "slug">, recipient: { optOutCode: string; address: string }): SmsMessage {
  const text = smsWithWalletLink(submission.text ?? "", smsLinkHost(env), company.slug);
  return { to: recipient.address, text: smsWithOptOut(text, smsOptOutLink(env, recipient.optOutCode)) };
}

export function pushFor(
  env: Pick<Env, "PUBLIC_ORIGIN">,
  submission: Pick<AlertReview, "title" | "text" | "url" | "image">,
  company: Pick<Company, "name" | "logo" | "slug">,
  tokens: string[],
  webPush: PushMessage["webPush"] = [],
): PushMessage {
  return {
    tokens,
    webPush,
    title: submission.title,
    body: submission.text ?? "",
    data: { ...(submission.url ? { url: submission.url } : {}), ...(submission.image ? { image: submission.image } : {}) },
    shop: { name: company.name, logo: company.logo, walletUrl: walletUrl(env.PUBLIC_ORIGIN, company.slug) },
  };
}
