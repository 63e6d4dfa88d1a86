// A phone drawn in CSS, for previews "as the customer will see it": a status bar and a screen.
import type { ReactNode } from "react";
import "./previews.css";

type Props = { children: ReactNode; label: string; variant?: "lock" | "messages" };

export function PhoneFrame({ children, label, variant = "lock" }: Props) {
  return (
    <figure className="phone-frame" aria-label={label}>
      <div className={`phone-screen phone-screen-${variant}`}>
        <div className="phone-status" aria-hidden>
          <span>9:41</span>
          <span className="phone-notch" />
          <span>5G ▮</span>
        </div>
        {children}
      </div>
    </figure>
  );
}
