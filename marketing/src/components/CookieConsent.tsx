// Client-only: shows the banner when no valid choice exists, applies the choice to the trackers, and
// reopens the banner from the footer's "Ρυθμίσεις cookies" buttons.
import { useEffect, useRef, useState } from "react";
import { loadChoice, ONLY_NECESSARY, saveChoice, scheduleBanner, type CookiePreferences, type PreferenceStorage } from "../consent/preferences.js";
import { applyTrackerConsent, type ScriptHost, type TrackerConfig, type TrackerWindow } from "../consent/trackers.js";
import { CookieBanner } from "./CookieBanner.js";

type Props = { trackers: TrackerConfig; openers: HTMLElement[] };
type Banner = { open: false } | { open: true; takeFocus: boolean };

export function CookieConsent({ trackers, openers }: Props) {
  const [consent, setConsent] = useState<CookiePreferences | null>(null);
  const [banner, setBanner] = useState<Banner>({ open: false });
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    const saved = loadChoice(storage, Date.now());
    if (saved) {
      setConsent(saved);
      applyTrackerConsent(pageScripts, window as unknown as TrackerWindow, trackers, saved);
    }
    return scheduleBanner(storage, () => setBanner({ open: true, takeFocus: false }));
  }, [trackers]);

  useEffect(() => {
    const listeners = openers.map((opener) => {
      const open = () => {
        openerRef.current = opener;
        setBanner({ open: true, takeFocus: true });
      };
      opener.addEventListener("click", open);
      return () => opener.removeEventListener("click", open);
    });
    return () => {
      for (const remove of listeners) remove();
    };
  }, [openers]);

  const choose = (preferences: CookiePreferences) => {
    const choice = saveChoice(browserStorage(), preferences, Date.now());
    setConsent(choice);
    setBanner({ open: false });
    applyTrackerConsent(pageScripts, window as unknown as TrackerWindow, trackers, choice);
    openerRef.current?.focus();
    openerRef.current = null;
  };

  if (!banner.open) return null;
  return <CookieBanner initial={consent ?? ONLY_NECESSARY} takeFocus={banner.takeFocus} onChoose={choose} />;
}

const pageScripts: ScriptHost = {
  has: (id) => document.getElementById(id) !== null,
  add(id, src) {
    const script = document.createElement("script");
    script.id = id;
    script.async = true;
    script.src = src;
    document.head.append(script);
  },
};

// Reading window.localStorage throws when the browser blocks site data; the banner then asks on every visit.
function browserStorage(): PreferenceStorage {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => {} };
  }
}
