// The sign-in methods: credentials and e-mail link always; Google and Facebook when configured.
import type { Provider } from "@auth/core/providers";
import type { EmailConfig } from "@auth/core/providers/email";
import Facebook from "@auth/core/providers/facebook";
import Google from "@auth/core/providers/google";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";
import { credentialsProvider } from "./credentials.js";
import { CLIENT_IP_HEADER, DEVICE_HEADER, mayMailLink } from "./throttle.js";
import { escapeHtml } from "../shared/escapeHtml.js";

const EMAIL_LINK_MAX_AGE_SECONDS = 60 * 60;

type Deps = { db: Db; env: Env; log: Logger; mailer: Mailer };

export function createProviders(deps: Deps): Provider[] {
  const { env } = deps;
  const providers: Provider[] = [credentialsProvider(deps), emailLinkProvider(deps)];
  // A staff member invited by e-mail may use either with that address: the account is linked to the
  // existing user on first use. Google's address must be verified (see signIn in config.ts); Facebook
  // only reports a confirmed primary address.
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(Google({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, allowDangerousEmailAccountLinking: true }));
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    providers.push(Facebook({ clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET, allowDangerousEmailAccountLinking: true }));
  }
  return providers;
}

export async function isActiveUserEmail(db: Db, email: string | null | undefined): Promise<boolean> {
  if (!email) return false;
  return (await db.user.count({ where: { email, deletedAt: null } })) > 0;
}

/**
 * A one-time sign-in link by e-mail, for existing users only: every address gets the same answer, but
 * only known ones are sent a message. The link is built on PUBLIC_ORIGIN, not on the request's Host.
 */
function emailLinkProvider({ db, env, log, mailer }: Deps): EmailConfig {
  return {
    id: "email",
    type: "email",
    name: "Σύνδεσμος στο e-mail",
    maxAge: EMAIL_LINK_MAX_AGE_SECONDS,
    async sendVerificationRequest({ identifier, url, request }) {
      if (!(await isActiveUserEmail(db, identifier))) return;
      // A few links an hour per account and asking address, and a ceiling in all that only the account's
      // own browsers pass: one address cannot use up the owner's links (throttle.ts).
      const trusted = request.headers.get(DEVICE_HEADER) !== null;
      if (!(await mayMailLink(db, identifier, request.headers.get(CLIENT_IP_HEADER) ?? "", trusted))) {
        log.warn("auth: sign-in link not sent, too many for the account this hour");
        return;
      }
      const requested = new URL(url);
      const link = new URL(requested.pathname + requested.search, env.PUBLIC_ORIGIN).href;
      const message = {
        to: identifier,
        subject: "Σύνδεση στο Loyalty",
        text: `Πατήστε τον σύνδεσμο για να συνδεθείτε (ισχύει για 1 ώρα και μόνο μία φορά):\n\n${link}\n\nΑν δεν ζητήσατε εσείς τη σύνδεση, αγνοήστε αυτό το μήνυμα.`,
        html: `<p>Πατήστε τον σύνδεσμο για να συνδεθείτε (ισχύει για 1 ώρα και μόνο μία φορά):</p><p><a href="${escapeHtml(link)}">Σύνδεση</a></p><p>Αν δεν ζητήσατε εσείς τη σύνδεση, αγνοήστε αυτό το μήνυμα.</p>`,
      };
      // Sent in the background: the answer must not take longer for addresses that exist.
      mailer.send(message).catch((error: unknown) => log.error({ err: error }, "auth: sign-in link not sent"));
    },
  };
}
