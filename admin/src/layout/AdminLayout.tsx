// The admin frame, plain markup and CSS (styles.css) so that the first load carries no antd. On screens
// narrower than 992 px (antd's "lg") the sidebar hides behind a toggle button and opens over the page.
// A skip link, the first stop of the Tab key, leads past the sidebar.
import { useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import { HeaderBar } from "./HeaderBar";
import type { FrameLinks } from "./navigation";
import { Sidebar } from "./Sidebar";

const NARROW = "(max-width: 991.98px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches);
}

export function AdminLayout({ links, children }: { links: FrameLinks; children: ReactNode }) {
  const narrow = useNarrow();
  // On a narrow screen the sidebar starts closed, and closes again whenever the screen turns narrow.
  const [openOnNarrow, setOpenOnNarrow] = useState(false);
  const [wasNarrow, setWasNarrow] = useState(narrow);
  if (wasNarrow !== narrow) {
    setWasNarrow(narrow);
    setOpenOnNarrow(false);
  }
  const siderShown = !narrow || openOnNarrow;
  const closeOnNarrow = () => narrow && setOpenOnNarrow(false);
  const content = useRef<HTMLElement>(null);

  return (
    <div className="admin-layout">
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link to its target (#admin-content, reached without script too) and screen readers list it among the links; the handler only keeps the #hash out of the address */}
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
      {siderShown && (
        <aside className={narrow ? "admin-sider admin-sider-overlay" : "admin-sider"}>
          <Sidebar home={links.home} onNavigate={closeOnNarrow} />
        </aside>
      )}
      {narrow && openOnNarrow && <div className="admin-sider-backdrop" onClick={() => setOpenOnNarrow(false)} aria-hidden />}
      <div className="admin-main">
        <HeaderBar account={links.account} showToggle={narrow} siderOpen={siderShown} onToggle={() => setOpenOnNarrow((value) => !value)} />
        <main ref={content} id="admin-content" tabIndex={-1} className="admin-content">
          {children}
        </main>
      </div>
    </div>
  );
}
