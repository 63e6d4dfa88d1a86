// A large card leading to a part of the admin (home page, a section's page): the whole card is
// clickable, its title is the link (so keyboard and screen readers get one named link per card).
import type { ReactNode } from "react";
import { Link, useNavigate } from "react-router-dom";

type Props = { to: string; icon: ReactNode; title: string; description?: string; children?: ReactNode };

export function NavCard({ to, icon, title, description, children }: Props) {
  const navigate = useNavigate();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer convenience only; the title is the card's link for keyboard and screen readers, and a second focusable stop to the same place would be noise (nor may a link hold the section's other links)
    <div className="nav-card" onClick={() => navigate(to)}>
      <span className="nav-card-icon" aria-hidden>
        {icon}
      </span>
      <div className="nav-card-body">
        <Link to={to} className="nav-card-title" onClick={(event) => event.stopPropagation()}>
          {title}
        </Link>
        {description && <p className="nav-card-description">{description}</p>}
        {children}
      </div>
    </div>
  );
}
