// The frame of every /auth page: the brand above one centred card. Plain elements rather than
// antd's Card and Typography, which would add their tabs, tooltips and editors to the sign-in download.
import { GiftOutlined } from "@ant-design/icons";
import { theme } from "antd";
import { useEffect, type ReactNode } from "react";
import { BRAND_COLOR, PRODUCT_NAME } from "../../brand";

type Props = { title: string; subtitle?: ReactNode; children: ReactNode };

export function AuthCard({ title, subtitle, children }: Props) {
  const { token } = theme.useToken();
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <main className="auth-page" style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, color: token.colorText }}>
      <a className="auth-brand" href="/">
        <span className="auth-brand-mark" style={{ background: BRAND_COLOR }}>
          <GiftOutlined />
        </span>
        {PRODUCT_NAME}
      </a>
      <section className="auth-card">
        <h1 className="auth-title">{title}</h1>
        {subtitle && <p className="auth-subtitle">{subtitle}</p>}
        {children}
      </section>
    </main>
  );
}
