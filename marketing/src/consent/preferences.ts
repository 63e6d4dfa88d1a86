// The visitor's cookie choice, kept in localStorage under "cookie-preferences". Pure: storage and time are passed in,
// so the rules (365-day validity, what each button stores) are tested without a browser.

export const COOKIE_PREFERENCES_KEY = "cookie-preferences";
export const BANNER_DELAY_MS = 2000;
const PREFERENCE_VALIDITY_DAYS = 365;
const PREFERENCE_VALIDITY_MS = PREFERENCE_VALIDITY_DAYS * 24 * 60 * 60 * 1000;

/** The optional categories; necessary cookies are always on and therefore not stored. */
export type CookiePreferences = { preferences: boolean; statistics: boolean; marketing: boolean };
/** What is stored: the categories and the time of the choice (milliseconds since the epoch). */
export type CookieChoice = CookiePreferences & { timestamp: number };

export type PreferenceStorage = Pick<Storage, "getItem" | "setItem">;

export const ONLY_NECESSARY: CookiePreferences = { preferences: false, statistics: false, marketing: false };
export const ACCEPT_ALL: CookiePreferences = { preferences: true, statistics: true, marketing: true };

/** The saved choice if there is one younger than 365 days; otherwise null (the banner must ask again). */
export function loadChoice(storage: PreferenceStorage, now: number): CookieChoice | null {
  let raw: string | null;
  try {
    raw = storage.getItem(COOKIE_PREFERENCES_KEY);
  } catch {
    return null; // storage disabled by the browser: treat as no choice
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isChoice(parsed)) return null;
  const age = now - parsed.timestamp;
  if (age < 0 || age >= PREFERENCE_VALIDITY_MS) return null;
  return { preferences: parsed.preferences, statistics: parsed.statistics, marketing: parsed.marketing, timestamp: parsed.timestamp };
}

/** Stores the categories with the time of the choice and returns what was stored. */
export function saveChoice(storage: PreferenceStorage, preferences: CookiePreferences, now: number): CookieChoice {
  const choice: CookieChoice = {
    preferences: preferences.preferences,
    statistics: preferences.statistics,
    marketing: preferences.marketing,
    timestamp: now,
  };
  try {
    storage.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or disabled: the choice still applies to this page view, and the banner asks again next time.
  }
  return choice;
}

/**
 * Shows the banner after the delay unless a valid choice exists. Returns a function that cancels the timer
 * (for when the page goes away first).
 */
export function scheduleBanner(storage: PreferenceStorage, show: () => void, now: () => number = Date.now): () => void {
  if (loadChoice(storage, now())) return () => {};
  const timer = setTimeout(show, BANNER_DELAY_MS);
  return () => clearTimeout(timer);
}

function isChoice(value: unknown): value is CookieChoice {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.preferences === "boolean" &&
    typeof record.statistics === "boolean" &&
    typeof record.marketing === "boolean" &&
    typeof record.timestamp === "number" &&
    Number.isFinite(record.timestamp)
  );
}
