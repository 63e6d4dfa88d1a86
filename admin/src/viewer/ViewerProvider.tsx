// Who is using the admin: the user, their shop, their role and access in it and the shop's admin-panel flags.
// Loads once per sign-in; the layout waits for it (a spinner while the flags load, SPEC section 2).
// The reads are the auth provider's (providers/authProvider.ts); it and the access-control provider
// answer Refine from the same queries in the cache (viewer.ts).
import type { HttpError } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Problem } from "../components/Problem";
import { Spinner } from "../components/Spinner";
import { errorMessage, isUnauthorized } from "../lib/errors";
import { viewerQueries } from "../providers/authProvider";
import { refetchSession } from "../session/store";
import { toViewer, type Viewer } from "./viewer";

export type { Company, Viewer } from "./viewer";

const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error("useViewer outside ViewerProvider");
  return viewer;
}

export function ViewerProvider({ children }: { children: ReactNode }) {
  const identity = useQuery(viewerQueries.session);
  const company = useQuery(viewerQueries.company);
  // Asked together with the shop (one batched request, one round trip on a slow network); without a
  // shop they are not needed.
  const flags = useQuery(viewerQueries.flags);

  const user = identity.data?.user;
  // The data provider's HttpError keeps the call's status: 404, the user works for no shop.
  const noShop = (company.error as HttpError | null)?.statusCode === 404;
  const expired = identity.data === null || [identity.error, company.error, flags.error].some(isUnauthorized);
  const leaveForNotFound = noShop && identity.isSuccess && !user?.platformAdmin;

  useEffect(() => {
    // The session ended under us: once the store knows, the session guard sends the user to sign in.
    if (expired) void refetchSession();
  }, [expired]);

  useEffect(() => {
    // Signed in but no shop: the public site's 404 page (SPEC section 2).
    if (leaveForNotFound) window.location.assign("/404");
  }, [leaveForNotFound]);

  // A failed background refresh keeps the data already shown; only a first load that fails stops here.
  const failed = [identity, noShop ? null : company, noShop ? null : flags].find((query) => query?.error && query.data === undefined);
  if (failed && !expired) {
    return (
      <Problem
        title="Δεν ήταν δυνατή η φόρτωση του καταστήματος"
        action={{ label: "Δοκιμάστε ξανά", onClick: () => void Promise.all([identity.refetch(), company.refetch(), flags.refetch()]) }}
      >
        {errorMessage(failed.error)}
      </Problem>
    );
  }

  if (!user || expired || leaveForNotFound) return <Spinner fullScreen />;
  if (!noShop && !(company.data && flags.data)) return <Spinner fullScreen />;

  const viewer = toViewer({ session: identity.data, company: company.data, flags: flags.data })!;
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}
