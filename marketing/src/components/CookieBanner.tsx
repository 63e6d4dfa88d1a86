import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { ACCEPT_ALL, ONLY_NECESSARY, type CookiePreferences } from "../consent/preferences.js";

type Props = {
  initial: CookiePreferences;
  /** True when the visitor opened the banner from the footer: focus then moves into it. */
  takeFocus: boolean;
  onChoose: (preferences: CookiePreferences) => void;
};

const categories = [
  {
    key: "preferences",
    label: "Προτιμήσεις",
    text: "Θυμούνται επιλογές σας στον ιστότοπο.",
  },
  {
    key: "statistics",
    label: "Στατιστικά",
    text: "Ανώνυμη μέτρηση επισκέψεων (Google Analytics).",
  },
  {
    key: "marketing",
    label: "Μάρκετινγκ",
    text: "Μέτρηση διαφημίσεων σε Facebook και Instagram (Meta Pixel).",
  },
] as const;

/**
 * While the banner is open the page keeps room for it at the bottom (styles.css reads the variable as
 * scroll padding, and as space below the footer): a focused element is scrolled clear of the banner.
 * Browsers leave a focused element that is partly in view where it is, so that case is scrolled here.
 */
function keepSpaceFor(banner: HTMLElement): () => void {
  const root = document.documentElement;
  const update = () => {
    const { top } = banner.getBoundingClientRect();
    root.style.setProperty("--cookie-banner-space", `${Math.ceil(window.innerHeight - top) + 8}px`);
  };
  const reveal = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || banner.contains(target)) return;
    // After the browser's own scrolling to the newly focused element.
    requestAnimationFrame(() => {
      if (target.getBoundingClientRect().bottom > banner.getBoundingClientRect().top) target.scrollIntoView({ block: "nearest" });
    });
  };
  const observer = new ResizeObserver(update);
  observer.observe(banner);
  window.addEventListener("resize", update);
  document.addEventListener("focusin", reveal);
  return () => {
    observer.disconnect();
    window.removeEventListener("resize", update);
    document.removeEventListener("focusin", reveal);
    root.style.removeProperty("--cookie-banner-space");
  };
}

export function CookieBanner({ initial, takeFocus, onChoose }: Props) {
  const [selection, setSelection] = useState<CookiePreferences>(initial);
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (takeFocus) dialogRef.current?.focus();
  }, [takeFocus]);

  useEffect(() => keepSpaceFor(dialogRef.current!), []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") onChoose(selection);
  };

  return (
    <div
      ref={dialogRef}
      className="cookie-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="cookie-head">
        <h2 id={titleId}>Cookies και απόρρητο</h2>
        <button type="button" className="cookie-close" aria-label="Κλείσιμο (αποθηκεύει την τρέχουσα επιλογή)" onClick={() => onChoose(selection)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p id={textId}>
        Τα απαραίτητα cookies κρατούν τον ιστότοπο σε λειτουργία. Στατιστικά και μάρκετινγκ μόνο αν συμφωνήσετε· αλλάζετε την επιλογή σας όποτε θέλετε από τις
        «Ρυθμίσεις cookies» στο κάτω μέρος της σελίδας.{" "}
        <a href="/docs/cookies" target="_blank" rel="noopener">
          Πολιτική cookies<span className="visually-hidden"> (ανοίγει σε νέα καρτέλα)</span>
        </a>
      </p>
      <fieldset className="cookie-categories">
        <legend className="visually-hidden">Κατηγορίες cookies</legend>
        <label className="cookie-category">
          <input type="checkbox" name="necessary" checked disabled />
          <span>
            <strong>Απαραίτητα</strong>
            <small>Σύνδεση, ασφάλεια και αυτή η επιλογή· πάντα ενεργά.</small>
          </span>
        </label>
        {categories.map((category) => (
          <label className="cookie-category" key={category.key}>
            <input
              type="checkbox"
              name={category.key}
              checked={selection[category.key]}
              onChange={(event) => setSelection({ ...selection, [category.key]: event.target.checked })}
            />
            <span>
              <strong>{category.label}</strong>
              <small>{category.text}</small>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="cookie-actions">
        <button type="button" className="button" onClick={() => onChoose(ONLY_NECESSARY)}>
          Μόνο τα απαραίτητα
        </button>
        <button type="button" className="button button-outline" onClick={() => onChoose(selection)}>
          Αποδοχή επιλεγμένων
        </button>
        <button type="button" className="button" onClick={() => onChoose(ACCEPT_ALL)}>
          Αποδοχή όλων
        </button>
      </div>
    </div>
  );
}
