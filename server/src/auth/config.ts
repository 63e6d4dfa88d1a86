// The Auth.js configuration: JWT sessions backed by Session rows (see sessions.ts), sign-in for
// existing users only, our own pages, and logs through pino.
import type { ExpressAuthConfig } from "@auth/express";
import type { AuthError } from "@auth/core/errors";
import type { Adapter } from "@auth/core/adapters";
import { PrismaAdapter } from "@auth/prisma-adapter";
import type { Db } from "../db/client.js";
import type { Env } from "../env.js";
import type { Logger } from "../lib/logger.js";
import type { Mailer } from "../lib/mailer.js";
import { sameOriginUrl } from "./callbackUrl.js";
import { CREDENTIALS_PROVIDER } from "./credentials.js";
import { ownOrigins, pages } from "./pages.js";
import { createProviders, isActiveUserEmail } from "./providers.js";
import { createSessionRow, keepSessionAlive, revokeSession, SESSION_MAX_AGE_SECONDS, SESSION_UPDATE_AGE_SECONDS } from "./sessions.js";

export type AuthDeps = { db: Db; env: Env; log: Logger; mailer: Mailer };

const BASE_PATH = "/api/auth";

function useSecureCookies(env: Env): boolean {
  return env.PUBLIC_ORIGIN.startsWith("https:");
}

/** Auth.js's session cookie name; also the salt of the JWT's encryption key. */
export function sessionCookieName(env: Env): string {
  return `${useSecureCookies(env) ? "__Secure-" : ""}authjs.session-token`;
}

// Refusals that are part of normal use (a wrong password, an expired link) are not server errors.
const expectedErrors = new Set(["CredentialsSignin", "MissingCSRF", "AccessDenied", "Verification", "OAuthAccountNotLinked"]);

export function createAuthConfig(deps: AuthDeps): ExpressAuthConfig {
  const { db, env, log } = deps;
  const origins = ownOrigins(env.PUBLIC_ORIGIN);
  return {
    basePath: BASE_PATH,
    secret: env.AUTH_SECRET,
    // Auth.js's URL is never built from the Host header: authHandler.ts gives it one on our own origin.
    trustHost: true,
    useSecureCookies: useSecureCookies(env),
    adapter: existingUsersAdapter(db),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    providers: createProviders(deps),
    pages,
    logger: {
      error(error) {
        const type = (error as AuthError).type ?? error.name;
        if (expectedErrors.has(type)) log.debug({ type }, "auth: sign-in refused");
        else log.error({ err: error, type }, "auth error");
      },
      warn(code) {
        log.warn({ code }, "auth warning");
      },
    },
    callbacks: {
      // Only people who already have an account sign in; nobody signs up through Auth.js.
      async signIn({ user, account, profile, email }) {
        if (account?.provider === CREDENTIALS_PROVIDER) return true; // authorize() checked everything
        if (email?.verificationRequest) return true; // same answer for every address (see providers.ts)
        if (account?.provider === "google" && profile?.email_verified !== true) return false;
        if (account && (account.type === "oauth" || account.type === "oidc")) {
          const linked = await db.account.findUnique({
            where: { provider_providerAccountId: { provider: account.provider, providerAccountId: account.providerAccountId } },
            select: { user: { select: { deletedAt: true } } },
          });
          if (linked) return linked.user.deletedAt === null;
        }
        return isActiveUserEmail(db, user.email);
      },
      redirect({ url, baseUrl }) {
        return sameOriginUrl(url, baseUrl, origins) ?? baseUrl;
      },
      async jwt({ token, user }) {
        if (user?.id) {
          return { sub: user.id, sid: await createSessionRow(db, user.id), name: user.name ?? null, email: user.email ?? null };
        }
        if (typeof token.sid !== "string" || !token.sub) return null;
        return (await keepSessionAlive(db, token.sid, token.sub)) ? token : null;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub ?? "" } };
      },
    },
    events: {
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await revokeSession(db, sid);
      },
    },
  };
}

/**
 * Prisma's adapter, except that sign-in link tokens are stored only for existing users: a request for an
 * unknown address leaves nothing behind.
 */
function existingUsersAdapter(db: Db): Adapter {
  const adapter = PrismaAdapter(db as unknown as Parameters<typeof PrismaAdapter>[0]);
  const createVerificationToken = adapter.createVerificationToken!;
  return {
    ...adapter,
    async createVerificationToken(token) {
      return (await isActiveUserEmail(db, token.identifier)) ? createVerificationToken(token) : null;
    },
  };
}
