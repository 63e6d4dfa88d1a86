// The cookie banner's rules without a browser: 2 s delay, 365-day validity, what each choice stores.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  COOKIE_PREFERENCES_KEY,
  loadChoice,
  ONLY_NECESSARY,
  saveChoice,
  scheduleBanner,
  type PreferenceStorage,
} from "../../../marketing/src/consent/preferences.js";

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-23T10:00:00Z").getTime();

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies PreferenceStorage & { items: Map<string, string> };
}

function storedChoice(ageMs: number, preferences = ONLY_NECESSARY) {
  return memoryStorage({ [COOKIE_PREFERENCES_KEY]: JSON.stringify({ ...preferences, timestamp: NOW - ageMs }) });
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleBanner", () => {
  it("shows the banner 2 seconds after load when nothing is saved", () => {
    const show = vi.fn();
    scheduleBanner(memoryStorage(), show);
    expect(BANNER_DELAY_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("does not show the banner while a saved choice is younger than 365 days", () => {
    const show = vi.fn();
    scheduleBanner(storedChoice(364 * DAY_MS), show);
    vi.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
  });

  it("asks again once the saved choice is 365 days old", () => {
    const show = vi.fn();
    scheduleBanner(storedChoice(365 * DAY_MS), show);
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("asks again when the saved value is not a valid choice", () => {
    for (const raw of ["not json", "{}", JSON.stringify({ ...ACCEPT_ALL, timestamp: "yesterday" }), JSON.stringify({ statistics: true, timestamp: NOW })]) {
      const show = vi.fn();
      scheduleBanner(memoryStorage({ [COOKIE_PREFERENCES_KEY]: raw }), show);
      vi.advanceTimersByTime(BANNER_DELAY_MS);
      expect(show, raw).toHaveBeenCalledTimes(1);
    }
  });

  it("can be cancelled before the banner shows", () => {
    const show = vi.fn();
    const cancel = scheduleBanner(memoryStorage(), show);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(show).not.toHaveBeenCalled();
  });

  it("shows the banner when the browser blocks storage", () => {
    const show = vi.fn();
    const blocked: PreferenceStorage = {
      getItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("blocked", "SecurityError");
      },
    };
    scheduleBanner(blocked, show);
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(show).toHaveBeenCalledTimes(1);
    expect(saveChoice(blocked, ACCEPT_ALL, NOW)).toEqual({ ...ACCEPT_ALL, timestamp: NOW });
  });
});

describe("saveChoice", () => {
  const cases = [
    { choice: "only necessary", preferences: ONLY_NECESSARY, stored: { preferences: false, statistics: false, marketing: false } },
    { choice: "accept all", preferences: ACCEPT_ALL, stored: { preferences: true, statistics: true, marketing: true } },
    {
      choice: "accept selected (statistics only)",
      preferences: { preferences: false, statistics: true, marketing: false },
      stored: { preferences: false, statistics: true, marketing: false },
    },
    {
      choice: "accept selected (preferences and marketing)",
      preferences: { preferences: true, statistics: false, marketing: true },
      stored: { preferences: true, statistics: false, marketing: true },
    },
  ];

  for (const { choice, preferences, stored } of cases) {
    it(`stores "${choice}" with the time under cookie-preferences`, () => {
      const storage = memoryStorage();
      saveChoice(storage, preferences, Date.now());
      expect(JSON.parse(storage.items.get("cookie-preferences")!)).toEqual({ ...stored, timestamp: NOW });
      expect(loadChoice(storage, Date.now())).toEqual({ ...stored, timestamp: NOW });
    });
  }

  it("keeps the banner away for 365 days after a choice, then asks again", () => {
    const storage = memoryStorage();
    saveChoice(storage, ONLY_NECESSARY, Date.now());

    const show = vi.fn();
    vi.setSystemTime(NOW + 365 * DAY_MS - 1);
    scheduleBanner(storage, show);
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(show).not.toHaveBeenCalled();

    vi.setSystemTime(NOW + 365 * DAY_MS);
    scheduleBanner(storage, show);
    vi.advanceTimersByTime(BANNER_DELAY_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("stores only the three categories and the time, even when given more", () => {
    const storage = memoryStorage();
    saveChoice(storage, { ...ACCEPT_ALL, necessary: false } as typeof ACCEPT_ALL, Date.now());
    expect(Object.keys(JSON.parse(storage.items.get(COOKIE_PREFERENCES_KEY)!)).sort()).toEqual(["marketing", "preferences", "statistics", "timestamp"]);
  });
});
