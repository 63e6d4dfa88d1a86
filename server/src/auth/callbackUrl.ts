// callbackUrl may only lead back to us. Auth.js silently replaces a foreign one; we refuse it with
// error=InvalidCallbackUrl so that a crafted sign-in link fails visibly instead.
import type { RequestHandler } from "express";
import { errorPageUrl, requestOrigin, wantsJson } from "./pages.js";

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

export function refuseForeignCallbackUrl(publicOrigin: string): RequestHandler {
  return (req, res, next) => {
    const origin = requestOrigin(req);
    const candidates = [req.query.callbackUrl, (req.body as Record<string, unknown> | undefined)?.callbackUrl];
    const foreign = candidates.some((value) => value !== undefined && (typeof value !== "string" || !sameOriginUrl(value, origin, [origin, publicOrigin])));
    if (!foreign) return next();
    const url = errorPageUrl(req, "InvalidCallbackUrl");
    if (wantsJson(req)) res.status(400).json({ url });
    else res.redirect(302, url);
  };
}
