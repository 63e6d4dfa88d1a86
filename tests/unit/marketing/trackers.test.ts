// Google Analytics and the Meta pixel load only with the matching consent, and only when configured.
import { describe, expect, it } from "vitest";
import { ACCEPT_ALL, ONLY_NECESSARY } from "../../../marketing/src/consent/preferences.js";
import {
  allowedTrackers,
  applyTrackerConsent,
  parseTrackerConfig,
  trackerConfigFromEnv,
  type ScriptHost,
  type TrackerWindow,
} from "../../../marketing/src/consent/trackers.js";

const BOTH = { gaMeasurementId: "G-TEST1234", metaPixelId: "123456789012345" };
const STATISTICS_ONLY = { preferences: false, statistics: true, marketing: false };
const MARKETING_ONLY = { preferences: false, statistics: false, marketing: true };

function fakePage() {
  const scripts = new Map<string, string>();
  const host: ScriptHost = { has: (id) => scripts.has(id), add: (id, src) => void scripts.set(id, src) };
  const win: TrackerWindow = {};
  return { scripts, host, win, sources: () => [...scripts.values()] };
}

describe("allowedTrackers", () => {
  it("allows nothing without a choice or with only necessary cookies", () => {
    expect(allowedTrackers(BOTH, null)).toEqual([]);
    expect(allowedTrackers(BOTH, ONLY_NECESSARY)).toEqual([]);
  });

  it("ties analytics to statistics and the pixel to marketing", () => {
    expect(allowedTrackers(BOTH, STATISTICS_ONLY)).toEqual(["google-analytics"]);
    expect(allowedTrackers(BOTH, MARKETING_ONLY)).toEqual(["meta-pixel"]);
    expect(allowedTrackers(BOTH, { preferences: true, statistics: false, marketing: false })).toEqual([]);
    expect(allowedTrackers(BOTH, ACCEPT_ALL)).toEqual(["google-analytics", "meta-pixel"]);
  });

  it("allows nothing that is not configured, whatever the consent", () => {
    expect(allowedTrackers({}, ACCEPT_ALL)).toEqual([]);
    expect(allowedTrackers({ gaMeasurementId: BOTH.gaMeasurementId }, ACCEPT_ALL)).toEqual(["google-analytics"]);
  });
});

describe("applyTrackerConsent", () => {
  it("loads no script before consent or with only necessary cookies", () => {
    const page = fakePage();
    applyTrackerConsent(page.host, page.win, BOTH, null);
    applyTrackerConsent(page.host, page.win, BOTH, ONLY_NECESSARY);
    expect(page.sources()).toEqual([]);
    expect(page.win.gtag).toBeUndefined();
    expect(page.win.fbq).toBeUndefined();
  });

  it("loads nothing when no ids are configured, even with every consent", () => {
    const page = fakePage();
    applyTrackerConsent(page.host, page.win, {}, ACCEPT_ALL);
    expect(page.sources()).toEqual([]);
    expect(Object.keys(page.win)).toEqual([]);
  });

  it("loads Google Analytics with its id after statistics consent, and not the pixel", () => {
    const page = fakePage();
    applyTrackerConsent(page.host, page.win, BOTH, STATISTICS_ONLY);
    expect(page.sources()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST1234"]);
    const commands = page.win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toContainEqual(["config", "G-TEST1234", { anonymize_ip: true }]);
    expect(page.win.fbq).toBeUndefined();
  });

  it("loads the Meta pixel with its id after marketing consent, and not analytics", () => {
    const page = fakePage();
    applyTrackerConsent(page.host, page.win, BOTH, MARKETING_ONLY);
    expect(page.sources()).toEqual(["https://connect.facebook.net/en_US/fbevents.js"]);
    const queue = (page.win.fbq as unknown as { queue: ArrayLike<unknown>[] }).queue.map((entry) => Array.from(entry));
    expect(queue).toEqual([
      ["init", "123456789012345"],
      ["track", "PageView"],
    ]);
    expect(page.win.gtag).toBeUndefined();
  });

  it("loads each script once however often the consent is applied", () => {
    const page = fakePage();
    applyTrackerConsent(page.host, page.win, BOTH, ACCEPT_ALL);
    applyTrackerConsent(page.host, page.win, BOTH, ACCEPT_ALL);
    expect(page.scripts.size).toBe(2);
  });

  it("tells loaded trackers when consent is withdrawn and given again", () => {
    const page = fakePage();
    applyTrackerConsent(page.host, page.win, BOTH, ACCEPT_ALL);
    applyTrackerConsent(page.host, page.win, BOTH, ONLY_NECESSARY);
    expect(page.win["ga-disable-G-TEST1234"]).toBe(true);
    const gaCommands = () => page.win.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(gaCommands()).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
    const pixelQueue = () => (page.win.fbq as unknown as { queue: ArrayLike<unknown>[] }).queue.map((entry) => Array.from(entry));
    expect(pixelQueue()).toContainEqual(["consent", "revoke"]);

    applyTrackerConsent(page.host, page.win, BOTH, ACCEPT_ALL);
    expect(page.win["ga-disable-G-TEST1234"]).toBe(false);
    expect(gaCommands().at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(pixelQueue().at(-1)).toEqual(["consent", "grant"]);
    expect(page.scripts.size).toBe(2);
  });
});

describe("tracker ids from the environment", () => {
  it("configures nothing when the variables are unset or empty", () => {
    expect(trackerConfigFromEnv({})).toEqual({});
    expect(trackerConfigFromEnv({ GA_MEASUREMENT_ID: "", META_PIXEL_ID: "  " })).toEqual({});
  });

  it("reads both ids", () => {
    expect(trackerConfigFromEnv({ GA_MEASUREMENT_ID: "G-TEST1234", META_PIXEL_ID: "123456789012345" })).toEqual(BOTH);
  });

  it("refuses malformed ids instead of shipping a broken tag", () => {
    expect(() => trackerConfigFromEnv({ GA_MEASUREMENT_ID: "UA-1234-1" })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => trackerConfigFromEnv({ META_PIXEL_ID: "pixel" })).toThrow(/META_PIXEL_ID/);
  });

  it("reads the ids back from the page, ignoring anything else", () => {
    expect(parseTrackerConfig(JSON.stringify(BOTH))).toEqual(BOTH);
    expect(parseTrackerConfig("{}")).toEqual({});
    expect(parseTrackerConfig(null)).toEqual({});
    expect(parseTrackerConfig("not json")).toEqual({});
    expect(parseTrackerConfig(JSON.stringify({ gaMeasurementId: "<script>", metaPixelId: 42 }))).toEqual({});
  });
});
