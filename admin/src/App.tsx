// Top-level routes. Every page is its own chunk: sign-in never downloads Refine or the admin layout.
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { Spinner } from "./components/Spinner";
import { preloadEarlyPage } from "./earlyPages";
import { refetchSession } from "./session/store";
import { fetchViewerEarly } from "./viewer/earlyViewer";
import { authRoutes } from "./pages/auth/routes";

const loadAdminApp = () => import("./AdminApp");
// An admin address starts downloading the admin at once, before React renders the route that needs it,
// a counter screen its page too, and the viewer's data is asked for at the same time.
// The two API requests go first: the browser sends only a few requests at a time, and the code queues.
if (window.location.pathname.startsWith("/admin")) {
  void refetchSession();
  fetchViewerEarly();
  void loadAdminApp().catch(() => undefined);
  preloadEarlyPage(window.location.pathname);
}
const AdminApp = lazy(loadAdminApp);
const AntdScope = lazy(() => import("./AntdScope"));

export function App() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Routes>
        {authRoutes.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={
              <AntdScope>
                <Page />
              </AntdScope>
            } />
        ))}
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
}
