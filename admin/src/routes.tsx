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

/** Whether the viewer has a home page: a shop's people, and platform admins (their review queue, their pages). */
const hasHome = (viewer: Viewer) => viewer.company !== null || viewer.platformAdmin;

/** Where a viewer starts: the home page, for anyone who has one. */
function homePath(viewer: Viewer): string {
  return hasHome(viewer) ? accountPages.home.path : listRoute("outbox");
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
  return hasHome(viewer) ? <HomePage /> : <Navigate to={homePath(viewer)} replace />;
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
