// The routes under /admin/*: every route of every resource (resources.tsx), each with its own page, plus
// home and the account page. Each page is its own chunk. Whether the viewer may open a resource's route
// is the access-control provider's answer for that route's action (CanAccess); the refusal says why.
import { CanAccess, useCan } from "@refinedev/core";
import { Navigate, Route, Routes, useNavigate } from "react-router-dom";
import { Problem } from "./components/Problem";
import { accountPages, listRoute, resources, routesOf, type ResourceRoute } from "./resources";
import type { Viewer } from "./viewer/viewer";
import { useViewer } from "./viewer/ViewerProvider";

const HomePage = accountPages.home.page;
const AccountPage = accountPages.account.page;

/** Relative to the mount point (App.tsx), which is the home page's address. */
const relative = (path: string) => path.slice(accountPages.home.path.length + 1);

/** Where a viewer starts: the home page, or for a platform admin without a shop the platform's outbox. */
function homePath(viewer: Viewer): string {
  return viewer.company ? accountPages.home.path : listRoute("outbox");
}

function Refused({ route }: { route: ResourceRoute }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { data } = useCan({ resource: route.resource.name, action: route.action });
  if (!viewer.company) return <Navigate to={homePath(viewer)} replace />;
  return (
    <Problem title="Δεν έχετε πρόσβαση σε αυτή τη σελίδα" action={{ label: "Αρχική", onClick: () => navigate(accountPages.home.path) }}>
      {data?.reason}
    </Problem>
  );
}

function ResourcePage({ route }: { route: ResourceRoute }) {
  const Page = route.page;
  return (
    <CanAccess resource={route.resource.name} action={route.action} fallback={<Refused route={route} />}>
      <Page />
    </CanAccess>
  );
}

function Home() {
  const viewer = useViewer();
  return viewer.company ? <HomePage /> : <Navigate to={homePath(viewer)} replace />;
}

function NotFound() {
  const navigate = useNavigate();
  return (
    <Problem title="Η σελίδα δεν βρέθηκε" action={{ label: "Αρχική", onClick: () => navigate(accountPages.home.path) }}>
      Ελέγξτε τη διεύθυνση ή επιλέξτε μια σελίδα από το μενού.
    </Problem>
  );
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Home />} />
      <Route path={relative(accountPages.account.path)} element={<AccountPage />} />
      {resources.flatMap(routesOf).map((route) => (
        <Route key={route.path} path={relative(route.path)} element={<ResourcePage route={route} />} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
