// The routes under /admin/*: one per resource, plus the account page. Each page is its own chunk.
// Every route is declared in resources.tsx: the accessibility audit (tests/browser) enumerates them there.
import { lazy, type ReactNode } from "react";
import { Navigate, Route, Routes, useNavigate } from "react-router-dom";
import { Problem } from "./components/Problem";
import { earlyPages } from "./earlyPages";
import { accountPages, findResource, inAntdScope, innerRoutes, resources, type AdminResource } from "./resources";
import { canUse, homePath, refusalReason } from "./viewer/access";
import { useViewer } from "./viewer/ViewerProvider";

const HomePage = lazy(earlyPages.home);
const AccountPage = lazy(inAntdScope(() => import("./pages/account")));

/** Relative to the /admin/* mount point. */
const relative = (path: string) => path.replace(/^\/admin\//, "");

function Allowed({ resource, children }: { resource: AdminResource; children: ReactNode }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  if (canUse(resource, viewer)) return <>{children}</>;
  if (!viewer.company) return <Navigate to={homePath(viewer)} replace />;
  return (
    <Problem title="Δεν έχετε πρόσβαση σε αυτή τη σελίδα" action={{ label: "Αρχική", onClick: () => navigate("/admin") }}>
      {refusalReason(resource, viewer)}
    </Problem>
  );
}

function ResourcePage({ resource }: { resource: AdminResource }) {
  const Page = resource.page;
  return <Allowed resource={resource}>{Page ? <Page /> : <HomePage unavailable={resource} />}</Allowed>;
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
      {resources.map((resource) => (
        <Route key={resource.name} path={relative(resource.path)} element={<ResourcePage resource={resource} />} />
      ))}
      {innerRoutes.map(({ path, resource }) => (
        <Route key={path} path={relative(path)} element={<ResourcePage resource={findResource(resource)!} />} />
      ))}
      <Route path={relative(accountPages.account)} element={<AccountPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
