// The wallet opened at one shop: /wallet/?shop=<slug> in e-mails (SMS carry the short link of
// shared/walletLink.ts, which /w/<slug> redirects here).
import type { Env } from "../env.js";

export function walletUrl(env: Pick<Env, "PUBLIC_ORIGIN">, slug: string): string {
  return `${env.PUBLIC_ORIGIN}/wallet/?shop=${encodeURIComponent(slug)}`;
}
