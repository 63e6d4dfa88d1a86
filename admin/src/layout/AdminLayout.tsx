// The admin frame. On screens narrower than antd's "lg" the sidebar hides behind a toggle button
// and opens over the page.
import { Layout } from "antd";
import { useState, type ReactNode } from "react";
import { HeaderBar } from "./HeaderBar";
import { Sidebar } from "./Sidebar";

export function AdminLayout({ children }: { children: ReactNode }) {
  const [narrow, setNarrow] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const closeOnNarrow = () => narrow && setCollapsed(true);

  return (
    <Layout className="admin-layout">
      <Layout.Sider
        theme="light"
        width={248}
        breakpoint="lg"
        collapsedWidth={0}
        collapsed={collapsed}
        trigger={null}
        className={narrow ? "admin-sider admin-sider-overlay" : "admin-sider"}
        onBreakpoint={(broken) => {
          setNarrow(broken);
          setCollapsed(broken);
        }}
      >
        <Sidebar onNavigate={closeOnNarrow} />
      </Layout.Sider>
      {narrow && !collapsed && <div className="admin-sider-backdrop" onClick={() => setCollapsed(true)} aria-hidden />}
      <Layout>
        <HeaderBar showToggle={narrow} siderOpen={!collapsed} onToggle={() => setCollapsed((value) => !value)} />
        <Layout.Content className="admin-content">{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
