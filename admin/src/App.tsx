// Top-level routes. Every page is its own chunk: sign-in never downloads Refine or the admin layout.
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { Spinner } from "./components/Spinner";
import { refetchSession } from "./session/store";
import { fetchViewerEarly } from "./viewer/earlyViewer";
import { authRoutes } from "./pages/auth/routes";

const loadAdminApp = () => import("./AdminApp");
// An admin address starts the admin at once, before React renders the route that needs it, and asks for
// the session and the viewer's data at the same time (the server's HTML has preloaded all three for a
// signed-in visitor: server/src/frontEnds/adminHtml.ts).
if (window.location.pathname.startsWith("/admin")) {
  void refetchSession();
  fetchViewerEarly();
  void loadAdminApp().catch(() => undefined);
}
const AdminApp = lazy(loadAdminApp);
const AntdScope = lazy(() => import("./AntdScope"));

export function App() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Routes>
        {authRoutes.map(({ path, page: Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <AntdScope>
                <Page />
              </AntdScope>
            }
          />
        ))}
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
}
