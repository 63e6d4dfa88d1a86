// The content-security policy, from the configuration: a tracker's hosts are allowed only when its id
// is set (GA_MEASUREMENT_ID: Google Tag Manager and Analytics; META_PIXEL_ID: the Meta pixel), so a
// site without them allows no third-party script at all; an S3 bucket's origin only when uploads go there.
import type { Env } from "./env.js";
import { uploadOrigins } from "./storage/index.js";

type Directives = Record<string, string[] | null>;

export function contentSecurityDirectives(env: Env): Directives {
  const analytics = Boolean(env.GA_MEASUREMENT_ID);
  const pixel = Boolean(env.META_PIXEL_ID);
  return {
    "script-src": ["'self'", ...(analytics ? ["https://www.googletagmanager.com"] : []), ...(pixel ? ["https://connect.facebook.net"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "connect-src": [
      "'self'",
      ...(analytics ? ["https://www.google-analytics.com", "https://*.google-analytics.com"] : []),
      ...(pixel ? ["https://www.facebook.com"] : []),
      ...uploadOrigins(env),
    ],
    "upgrade-insecure-requests": env.PUBLIC_ORIGIN.startsWith("https:") ? [] : null,
  };
}
