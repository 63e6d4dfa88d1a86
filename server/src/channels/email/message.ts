// A campaign e-mail for one recipient: the approved HTML with {wallet} as the shop's wallet address, and
// what marketing must carry: the unsubscribe link in every e-mail, with the List-Unsubscribe headers of
// RFC 2369/8058.
import { unsubscribeUrl } from "../../campaigns/unsubscribe.js";
import type { Env } from "../../env.js";
import type { AlertReview, Company } from "../../generated/prisma/client.js";
import { escapeHtml } from "../../shared/escapeHtml.js";
import { emailWithWalletLink, walletUrl } from "../../shared/walletLink.js";
import type { EmailMessage } from "./transport.js";

type LinkEnv = Pick<Env, "AUTH_SECRET" | "PUBLIC_ORIGIN" | "MAIL_FROM">;

/** A readable plain-text part from the shop's HTML. */
function htmlToText(html: string): string {
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
  campaign: Pick<AlertReview, "subject" | "html" | "title">,
  company: Pick<Company, "name" | "sendingEmail" | "slug">,
  recipient: { deliveryId: string; customerId: string; address: string },
): EmailMessage {
  const link = unsubscribeUrl(env, recipient.customerId);
  const wallet = walletUrl(env.PUBLIC_ORIGIN, company.slug);
  const footer =
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0 12px"><p style="font-size:12px;color:#666">` +
    `Λαμβάνετε αυτό το μήνυμα επειδή είστε πελάτης του καταστήματος «${escapeHtml(company.name)}» και δεχτήκατε να λαμβάνετε ενημερώσεις. ` +
    `<a href="${escapeHtml(wallet)}">Οι πόντοι και τα κουπόνια σας</a> · <a href="${escapeHtml(link)}">Διαγραφή από τις ενημερώσεις</a></p>`;
  const html = emailWithWalletLink(campaign.html ?? "", env.PUBLIC_ORIGIN, company.slug);
  const withFooter = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${footer}</body>`) : html + footer;
  const host = new URL(env.PUBLIC_ORIGIN).hostname;
  return {
    to: recipient.address,
    from: { name: company.name, address: senderAddress(env.MAIL_FROM) },
    replyTo: company.sendingEmail ?? undefined,
    subject: campaign.subject ?? campaign.title,
    html: withFooter,
    text: `${htmlToText(html)}\n\n--\nΟι πόντοι και τα κουπόνια σας: ${wallet}\nΔιαγραφή από τις ενημερώσεις του «${company.name}»: ${link}`,
    headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    messageId: `<${recipient.deliveryId}@${host}>`,
  };
}
