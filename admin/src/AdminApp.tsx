// The signed-in admin: Refine over tRPC (data, auth and access-control providers), the session guard,
// the viewer (shop, role, flags), the layout.
import { Refine } from "@refinedev/core";
import { Suspense, useState } from "react";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "./components/ErrorBoundary";
import { Spinner } from "./components/Spinner";
import { AdminLayout } from "./layout/AdminLayout";
import { createQueryClient } from "./lib/queryClient";
import { createAdminProviders } from "./providers/adminProviders";
import { notificationProvider } from "./providers/notificationProvider";
import { routerProvider } from "./providers/routerProvider";
import { accountPages, preloadPageFor, refineResources, resources } from "./resources";
import { AdminRoutes } from "./routes";
import { RequireSession } from "./session/RequireSession";
import { ViewerProvider } from "./viewer/ViewerProvider";

// The page of the address the admin opens with starts downloading with the admin itself.
preloadPageFor(window.location.pathname);

export default function AdminApp() {
  // A fresh cache each time the admin mounts, i.e. after every sign-in: no data of a previous user.
  const [queryClient] = useState(createQueryClient);
  const [{ providers, viewer }] = useState(() => createAdminProviders(resources));
  const { pathname } = useLocation();
  return (
    <Refine
      {...providers}
      routerProvider={routerProvider}
      notificationProvider={notificationProvider}
      resources={refineResources}
      options={{ reactQuery: { clientConfig: queryClient }, disableTelemetry: true }}
    >
      <RequireSession>
        <ViewerProvider store={viewer}>
          <AdminLayout links={{ home: accountPages.home.path, account: accountPages.account.path }}>
            {/* Keyed by path: a page that failed to render does not keep the next page from showing. */}
            <ErrorBoundary key={pathname}>
              <Suspense fallback={<Spinner />}>
                <AdminRoutes />
              </Suspense>
            </ErrorBoundary>
          </AdminLayout>
        </ViewerProvider>
      </RequireSession>
    </Refine>
  );
}
