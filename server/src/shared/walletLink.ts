// The link that opens the wallet at one shop, where a campaign's text says {wallet}. Isomorphic: the
// server expands it in what it sends and the admin in its previews and SMS counts, so a preview is the
// message sent. In SMS it is the short <host>/w/<slug> (every character counts; phones link a bare host);
// in e-mails and push the full /wallet/?shop=<slug> address.

import { escapeHtml } from "./escapeHtml.js";

export const WALLET_PLACEHOLDER = "{wallet}";

function withWalletLink(text: string, link: string): string {
  return text.split(WALLET_PLACEHOLDER).join(link);
}

/** An SMS's text as sent, before its opt-out line. `linkHost`: SMS_LINK_HOST, else the public origin's host. */
export function smsWithWalletLink(text: string, linkHost: string, slug: string): string {
  return withWalletLink(text, `${linkHost}/w/${encodeURIComponent(slug)}`);
}

/** The wallet opened at one shop (e-mails, push). `origin`: PUBLIC_ORIGIN. */
export function walletUrl(origin: string, slug: string): string {
  return `${origin}/wallet/?shop=${encodeURIComponent(slug)}`;
}

/** An e-mail's HTML as sent: {wallet} as the shop's wallet address (escaped for an attribute or text). */
export function emailWithWalletLink(html: string, origin: string, slug: string): string {
  return withWalletLink(html, escapeHtml(walletUrl(origin, slug)));
}
