// Google Analytics (statistics) and the Meta pixel (marketing) load only after the matching consent, as EU law
// requires. Their ids come from the environment at build time; with none configured nothing is ever loaded.
import type { CookiePreferences } from "./preferences.js";

export type TrackerConfig = { gaMeasurementId?: string; metaPixelId?: string };
export type Tracker = "google-analytics" | "meta-pixel";

const GA_SCRIPT_ID = "google-analytics-script";
const PIXEL_SCRIPT_ID = "meta-pixel-script";

/** The trackers this visitor's consent allows, among those configured. */
export function allowedTrackers(config: TrackerConfig, consent: CookiePreferences | null): Tracker[] {
  const allowed: Tracker[] = [];
  if (config.gaMeasurementId && consent?.statistics) allowed.push("google-analytics");
  if (config.metaPixelId && consent?.marketing) allowed.push("meta-pixel");
  return allowed;
}

/** The page's external scripts, by element id (in the browser: <script async> elements in <head>). */
export type ScriptHost = { has(id: string): boolean; add(id: string, src: string): void };
type Queue = (...args: unknown[]) => void;
export type TrackerWindow = Record<string, unknown> & { dataLayer?: unknown[]; gtag?: Queue; fbq?: Queue };

/**
 * Brings the page in line with the consent: loads each allowed tracker once, and tells an already loaded
 * tracker when its consent is withdrawn or given again (a script cannot be unloaded). Returns the trackers
 * that are active afterwards.
 */
export function applyTrackerConsent(scripts: ScriptHost, win: TrackerWindow, config: TrackerConfig, consent: CookiePreferences | null): Tracker[] {
  const allowed = allowedTrackers(config, consent);
  const { gaMeasurementId, metaPixelId } = config;

  if (gaMeasurementId) {
    const granted = allowed.includes("google-analytics");
    const loaded = scripts.has(GA_SCRIPT_ID);
    if (granted && !loaded) loadGoogleAnalytics(scripts, win, gaMeasurementId);
    if (loaded) {
      win[`ga-disable-${gaMeasurementId}`] = !granted;
      win.gtag?.("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
    }
  }
  if (metaPixelId) {
    const granted = allowed.includes("meta-pixel");
    const loaded = scripts.has(PIXEL_SCRIPT_ID);
    if (granted && !loaded) loadMetaPixel(scripts, win, metaPixelId);
    if (loaded) win.fbq?.("consent", granted ? "grant" : "revoke");
  }
  return allowed;
}

// The official gtag.js bootstrap, without an inline script (the server's Content-Security-Policy forbids them).
function loadGoogleAnalytics(scripts: ScriptHost, win: TrackerWindow, measurementId: string) {
  win.dataLayer ??= [];
  const dataLayer = win.dataLayer;
  const gtag: Queue = function () {
    // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from the data layer, not arrays.
    dataLayer.push(arguments);
  };
  win.gtag = gtag;
  win[`ga-disable-${measurementId}`] = false;
  gtag("consent", "default", {
    analytics_storage: "granted",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  });
  gtag("js", new Date());
  gtag("config", measurementId, { anonymize_ip: true });
  scripts.add(GA_SCRIPT_ID, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

// The official Meta pixel bootstrap: a queue that fbevents.js drains once it has loaded.
function loadMetaPixel(scripts: ScriptHost, win: TrackerWindow, pixelId: string) {
  type Fbq = Queue & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: Fbq; loaded: boolean; version: string };
  const fbq = function (this: unknown) {
    // biome-ignore lint/complexity/noArguments: as in Meta's snippet, fbevents.js replays the queued Arguments objects.
    const call = arguments;
    if (fbq.callMethod) fbq.callMethod.apply(fbq, call as unknown as unknown[]);
    else fbq.queue.push(call);
  } as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = "2.0";
  fbq.queue = [];
  win.fbq = fbq;
  win._fbq = fbq;
  fbq("init", pixelId);
  fbq("track", "PageView");
  scripts.add(PIXEL_SCRIPT_ID, "https://connect.facebook.net/en_US/fbevents.js");
}

// Also the server's check of the same variables (server/src/env.ts), whose content-security policy
// allows a tracker's hosts only when its id is set.
export const GA_ID = /^G-[A-Z0-9]{4,20}$/;
export const PIXEL_ID = /^[0-9]{5,20}$/;

/** Reads the tracker ids from the build environment; a malformed id stops the build instead of shipping a broken tag. */
export function trackerConfigFromEnv(env: Record<string, string | undefined>): TrackerConfig {
  const config: TrackerConfig = {};
  const ga = env.GA_MEASUREMENT_ID?.trim();
  const pixel = env.META_PIXEL_ID?.trim();
  if (ga) {
    if (!GA_ID.test(ga)) throw new Error(`GA_MEASUREMENT_ID must look like G-XXXXXXX, got "${ga}"`);
    config.gaMeasurementId = ga;
  }
  if (pixel) {
    if (!PIXEL_ID.test(pixel)) throw new Error(`META_PIXEL_ID must be digits, got "${pixel}"`);
    config.metaPixelId = pixel;
  }
  return config;
}

export const TRACKER_CONFIG_ELEMENT_ID = "tracker-config";

/** Reads what the pre-rendered page carries in <script type="application/json" id="tracker-config">. */
export function parseTrackerConfig(json: string | null | undefined): TrackerConfig {
  try {
    const value = JSON.parse(json ?? "{}") as Record<string, unknown>;
    const config: TrackerConfig = {};
    if (typeof value.gaMeasurementId === "string" && GA_ID.test(value.gaMeasurementId)) config.gaMeasurementId = value.gaMeasurementId;
    if (typeof value.metaPixelId === "string" && PIXEL_ID.test(value.metaPixelId)) config.metaPixelId = value.metaPixelId;
    return config;
  } catch {
    return {};
  }
}
