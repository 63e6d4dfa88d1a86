// The routes under /admin/*: every route of every resource (resources.tsx), plus home and the account
// page. Each page is its own chunk. Whether the viewer may open one is the access-control provider's
// answer (CanAccess); the refusal says why.
import { CanAccess, useCan } from "@refinedev/core";
import { lazy } from "react";
import { Navigate, Route, Routes, useNavigate } from "react-router-dom";
import { Problem } from "./components/Problem";
import { earlyPages } from "./earlyPages";
import { accountPages, inAntdScope, pageOf, resources, routesOf, type AdminResource } from "./resources";
import { homePath } from "./viewer/access";
import { useViewer } from "./viewer/ViewerProvider";

const HomePage = lazy(earlyPages["/admin"]);
const AccountPage = lazy(inAntdScope(() => import("./pages/account")));

/** Relative to the /admin/* mount point. */
const relative = (path: string) => path.replace(/^\/admin\//, "");

function Refused({ resource }: { resource: AdminResource }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { data } = useCan({ resource: resource.name, action: "list" });
  if (!viewer.company) return <Navigate to={homePath(viewer)} replace />;
  return (
    <Problem title="Δεν έχετε πρόσβαση σε αυτή τη σελίδα" action={{ label: "Αρχική", onClick: () => navigate("/admin") }}>
      {data?.reason}
    </Problem>
  );
}

function ResourcePage({ resource, route }: { resource: AdminResource; route: string }) {
  const Page = pageOf(resource, route);
  return (
    <CanAccess resource={resource.name} action="list" fallback={<Refused resource={resource} />}>
      {Page ? <Page /> : <HomePage unavailable={resource} />}
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
    <Problem title="Η σελίδα δεν βρέθηκε" action={{ label: "Αρχική", onClick: () => navigate("/admin") }}>
      Ελέγξτε τη διεύθυνση ή επιλέξτε μια σελίδα από το μενού.
    </Problem>
  );
}

export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Home />} />
      {resources.flatMap((resource) =>
        routesOf(resource).map((path) => <Route key={path} path={relative(path)} element={<ResourcePage resource={resource} route={path} />} />),
      )}
      <Route path={relative(accountPages.account)} element={<AccountPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
