// callbackUrl may only lead back to us. Auth.js silently replaces a foreign one; we refuse it with
// error=InvalidCallbackUrl so that a crafted sign-in link fails visibly instead.
import type { RequestHandler } from "express";
import { errorPageUrl, ownOrigins, pinnedOrigin, wantsJson } from "./pages.js";

/** The URL resolved against `base` when it stays on one of `origins`, else null. */
export function sameOriginUrl(value: string, base: string, origins: string[]): string | null {
  try {
    // Resolving (rather than checking for a leading "/") also catches "//evil", "/\evil" and tabs.
    const url = new URL(value, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return origins.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}

/** After pinOrigin: a callbackUrl off our origins (whatever Host the request named) is refused. */
export function refuseForeignCallbackUrl(publicOrigin: string): RequestHandler {
  const origins = ownOrigins(publicOrigin);
  return (req, res, next) => {
    const candidates = [req.query.callbackUrl, (req.body as Record<string, unknown> | undefined)?.callbackUrl];
    const foreign = candidates.some((value) => value !== undefined && (typeof value !== "string" || !sameOriginUrl(value, pinnedOrigin(res), origins)));
    if (!foreign) return next();
    const url = errorPageUrl(res, "InvalidCallbackUrl");
    if (wantsJson(req)) res.status(400).json({ url });
    else res.redirect(302, url);
  };
}
