// The admin frame. On screens narrower than antd's "lg" the sidebar hides behind a toggle button
// and opens over the page. A skip link, the first stop of the Tab key, leads past the sidebar.
import { Layout } from "antd";
import { useRef, useState, type ReactNode } from "react";
import { HeaderBar } from "./HeaderBar";
import { Sidebar } from "./Sidebar";

export function AdminLayout({ children }: { children: ReactNode }) {
  const [narrow, setNarrow] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const closeOnNarrow = () => narrow && setCollapsed(true);
  const content = useRef<HTMLElement>(null);

  return (
    <Layout className="admin-layout">
      <a
        href="#admin-content"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault(); // no #hash in the address: focus alone moves the reader to the content
          content.current?.focus();
        }}
      >
        Μετάβαση στο περιεχόμενο
      </a>
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
        <Layout.Content ref={content} id="admin-content" tabIndex={-1} className="admin-content">
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
