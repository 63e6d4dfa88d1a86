// The top bar: the sidebar toggle on small screens, the user's e-mail and the sign-out link.
import { LogoutOutlined, MenuOutlined, UserOutlined } from "@ant-design/icons";
import { Button, Layout } from "antd";
import { Link } from "react-router-dom";
import { useViewer } from "../viewer/ViewerProvider";

type Props = { showToggle: boolean; siderOpen: boolean; onToggle: () => void };

export function HeaderBar({ showToggle, siderOpen, onToggle }: Props) {
  const viewer = useViewer();
  return (
    <Layout.Header className="admin-header">
      {showToggle && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          onClick={onToggle}
          aria-label={siderOpen ? "Κλείσιμο μενού" : "Άνοιγμα μενού"}
          aria-expanded={siderOpen}
        />
      )}
      <div className="admin-header-user">
        <Link to="/admin/account" className="admin-header-email" title="Ο λογαριασμός μου">
          <UserOutlined aria-hidden />
          <span className="admin-header-email-text">{viewer.email}</span>
        </Link>
        <a href="/auth/signout" className="admin-header-signout" aria-label="Αποσύνδεση" title="Αποσύνδεση">
          <LogoutOutlined aria-hidden />
          <span className="admin-header-signout-label">Αποσύνδεση</span>
        </a>
      </div>
    </Layout.Header>
  );
}
