// Our own pages for Auth.js (the admin SPA serves /auth/*), the origin this server's links and
// redirects are built on, and the URLs that point at the pages.
import type { Request, RequestHandler, Response } from "express";

export const pages = {
  signIn: "/auth/signin",
  signOut: "/auth/signout",
  error: "/auth/signin",
  verifyRequest: "/auth/signin?verify=1",
};

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins this server is reached at: PUBLIC_ORIGIN, first; when that is a loopback origin (a run on
 * this machine), the same port under the machine's other loopback names too, any of which a person or a
 * test may type. Never anything a request names.
 */
export function ownOrigins(publicOrigin: string): string[] {
  const origin = new URL(publicOrigin).origin;
  if (!LOOPBACK_NAMES.includes(new URL(origin).hostname)) return [origin];
  return [
    origin,
    ...LOOPBACK_NAMES.map((name) => {
      const alias = new URL(origin);
      alias.hostname = name;
      return alias.origin;
    }).filter((alias) => alias !== origin),
  ];
}

/**
 * Decides the origin this request's links, callbacks and redirects are built on: the one it was sent to
 * when that is one of ours, else PUBLIC_ORIGIN. A Host (or X-Forwarded-Host) the client chose never
 * becomes part of a link, to it or to anyone it is mailed to.
 */
export function pinOrigin(publicOrigin: string): RequestHandler {
  const origins = ownOrigins(publicOrigin);
  return (req, res, next) => {
    const sentTo = `${req.protocol}://${req.get("host")}`;
    res.locals.origin = origins.includes(sentTo) ? sentTo : origins[0];
    next();
  };
}

/** The origin pinOrigin chose for this request. */
export function pinnedOrigin(res: Response): string {
  return res.locals.origin as string;
}

/** Where a refused request is sent, as Auth.js builds its own error URLs. */
export function errorPageUrl(res: Response, error: string): string {
  return `${pinnedOrigin(res)}${pages.error}?${new URLSearchParams({ error })}`;
}

/** Whether the caller reads answers as JSON `{ url }` rather than following redirects. */
export function wantsJson(req: Request): boolean {
  return req.get("x-auth-return-redirect") !== undefined;
}
