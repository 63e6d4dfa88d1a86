import { footerLinks, site } from "../site.js";
import { Logo } from "./Logo.js";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-brand">
          <a className="brand" href="/">
            <Logo />
            <span>{site.name}</span>
          </a>
          <p>{site.tagline}.</p>
          <p>
            <a href={`mailto:${site.company.email}`}>{site.company.email}</a>
            <br />
            <a href={`tel:${site.company.phone.replace(/\s/g, "")}`}>{site.company.phoneDisplay}</a>
          </p>
        </div>
        <nav aria-label="Πληροφορίες και νομικά">
          <ul className="footer-links">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener">
                  {link.label}
                  <span className="visually-hidden"> (ανοίγει σε νέα καρτέλα)</span>
                </a>
              </li>
            ))}
            <li>
              {/* Wired to the cookie banner on the client (CookieConsent). */}
              <button type="button" className="link-button cookie-settings">
                Ρυθμίσεις cookies
              </button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <p>
          © 2026 {site.company.legalName} · {site.company.address}
        </p>
      </div>
    </footer>
  );
}
