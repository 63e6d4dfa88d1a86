// Top-level routes. Every page is its own chunk: sign-in never downloads Refine or the admin layout.
import { lazy, Suspense } from "react";
import { Navigate, Route, Routes } from "react-router-dom";
import { Spinner } from "./components/Spinner";
import { authRoutes } from "./pages/auth/routes";

const loadAdminApp = () => import("./AdminApp");
// An admin address starts downloading the admin at once, before React renders the route that needs it.
if (window.location.pathname.startsWith("/admin")) void loadAdminApp().catch(() => undefined);
const AdminApp = lazy(loadAdminApp);

export function App() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Routes>
        {authRoutes.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="*" element={<Navigate to="/admin" replace />} />
      </Routes>
    </Suspense>
  );
}
