// Links that open the wallet at one shop: /wallet/?shop=<slug>, and in SMS the short /w/<slug> (every
// character counts in an SMS). A campaign's text may say {wallet} where the link goes.
import type { Env } from "../env.js";

export const WALLET_PLACEHOLDER = "{wallet}";

export function walletUrl(env: Pick<Env, "PUBLIC_ORIGIN">, slug: string): string {
  return `${env.PUBLIC_ORIGIN}/wallet/?shop=${encodeURIComponent(slug)}`;
}

export function smsWalletLink(env: Pick<Env, "SMS_LINK_HOST" | "PUBLIC_ORIGIN">, slug: string): string {
  return `${env.SMS_LINK_HOST ?? new URL(env.PUBLIC_ORIGIN).host}/w/${encodeURIComponent(slug)}`;
}

export function withWalletLink(text: string, link: string): string {
  return text.split(WALLET_PLACEHOLDER).join(link);
}
