// The top bar: the sidebar toggle on small screens, the user's e-mail and the sign-out link.
import { LogoutOutlined, MenuOutlined, UserOutlined } from "../components/plain/icons";
import { Link } from "react-router-dom";
import { useViewer } from "../viewer/ViewerProvider";

type Props = { account: string; showToggle: boolean; siderOpen: boolean; onToggle: () => void };

export function HeaderBar({ account, showToggle, siderOpen, onToggle }: Props) {
  const viewer = useViewer();
  return (
    <header className="admin-header">
      {showToggle && (
        <button
          type="button"
          className="plain-button plain-button-text admin-header-toggle"
          onClick={onToggle}
          aria-label={siderOpen ? "Κλείσιμο μενού" : "Άνοιγμα μενού"}
          aria-expanded={siderOpen}
        >
          <MenuOutlined aria-hidden />
        </button>
      )}
      <div className="admin-header-user">
        <Link to={account} className="admin-header-email" title="Ο λογαριασμός μου">
          <UserOutlined aria-hidden />
          <span className="admin-header-email-text">{viewer.email}</span>
        </Link>
        <a href="/auth/signout" className="admin-header-signout" aria-label="Αποσύνδεση" title="Αποσύνδεση">
          <LogoutOutlined aria-hidden />
          <span className="admin-header-signout-label">Αποσύνδεση</span>
        </a>
      </div>
    </header>
  );
}
