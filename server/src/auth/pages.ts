// Our own pages for Auth.js (the admin SPA serves /auth/*) and the URLs that point at them.
import type { Request } from "express";

export const pages = {
  signIn: "/auth/signin",
  signOut: "/auth/signout",
  error: "/auth/signin",
  verifyRequest: "/auth/signin?verify=1",
};

/** The origin Auth.js sees for this request (trustHost: the Host header, the protocol Express derived). */
export function requestOrigin(req: Request): string {
  return `${req.protocol}://${req.get("host")}`;
}

/** Where a refused request is sent, as Auth.js builds its own error URLs. */
export function errorPageUrl(req: Request, error: string): string {
  return `${requestOrigin(req)}${pages.error}?${new URLSearchParams({ error })}`;
}

/** Whether the caller reads answers as JSON `{ url }` rather than following redirects. */
export function wantsJson(req: Request): boolean {
  return req.get("x-auth-return-redirect") !== undefined;
}
