import { useEffect, useRef, useState } from "react";
import { fetchSessionUserId } from "../session.js";
import { headerLinks, site } from "../site.js";
import { Logo } from "./Logo.js";

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let active = true;
    void fetchSessionUserId().then((id) => active && setSignedIn(id !== null));
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Μετάβαση στο περιεχόμενο
      </a>
      <div className="container header-inner">
        <a className="brand" href="/">
          <Logo />
          <span>{site.name}</span>
          <span className="visually-hidden"> – αρχική σελίδα</span>
        </a>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-icon" aria-hidden="true" />
          <span>Μενού</span>
        </button>
        <nav id="site-nav" className={menuOpen ? "site-nav is-open" : "site-nav"} aria-label="Κύρια πλοήγηση">
          <ul>
            {headerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} onClick={() => setMenuOpen(false)}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          {signedIn ? (
            <a className="button button-outline button-small" href="/auth/signout">
              Αποσύνδεση
            </a>
          ) : (
            <a className="button button-small" href="/auth/signin">
              Σύνδεση
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
