// The frame of every /auth page: the public site's logo, a link back to the site, above one centred card.
// Plain elements rather than antd's Card and Typography, which would add their tabs, tooltips and editors
// to the sign-in download.
import { theme } from "antd";
import { useEffect, type ReactNode } from "react";
import { Logo } from "../../../../marketing/src/components/Logo";
import { PRODUCT_NAME } from "../../brand";

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

export function AuthCard({ title, subtitle, children }: Props) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <main className="auth-page" style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, color: token.colorText }}>
      <a className="auth-brand" href="/">
        <Logo />
        {PRODUCT_NAME}
        <span className="visually-hidden"> – αρχική σελίδα</span>
      </a>
      <section className="auth-card">
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
