// Who is using the admin: the user, their shop, their role and access in it and the shop's admin-panel flags.
// Loads once per sign-in; the layout waits for it (a spinner while the flags load, so no link shows that the flags would hide).
// The reads are Refine's: the user is the auth provider's identity, the shop the data provider's
// resource "company" (the settings refresh it by resource), the flags its custom call. The viewer
// loaded goes in the store the auth and access-control providers answer from (viewer.ts).
import { useGetIdentity, useOne, type HttpError } from "@refinedev/core";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import { Problem } from "../components/Problem";
import { Spinner } from "../components/Spinner";
import { errorMessage, isUnauthorized } from "../lib/errors";
import { retryRead } from "../lib/queryClient";
import { useCustomQuery } from "../providers/customCalls";
import { OWN_COMPANY } from "../providers/procedures";
import { refetchSession } from "../session/store";
import { toViewer, type Company, type Identity, type Viewer, type ViewerStore } from "./viewer";

export type { Company, Viewer } from "./viewer";

const ViewerContext = createContext<Viewer | null>(null);

export function useViewer(): Viewer {
  const viewer = useContext(ViewerContext);
  if (!viewer) throw new Error("useViewer outside ViewerProvider");
  return viewer;
}

export function ViewerProvider({ store, children }: { store: ViewerStore; children: ReactNode }) {
  // Refine's identity read does not retry; a failure that may heal is retried like every other read.
  const identity = useGetIdentity<Identity | null>({ queryOptions: { retry: retryRead } });
  // Failures are shown here (Problem), so Refine shows no notice.
  const company = useOne<Company, HttpError>({ resource: "company", id: OWN_COMPANY, errorNotification: false });
  // Asked together with the shop (one batched request, one round trip on a slow network); without a
  // shop they are not needed. Kept for as long as the admin lives (a shop's flags change rarely; a reload reads them again).
  const flags = useCustomQuery("featureFlags.get", undefined, { staleTime: Infinity, cacheTime: Infinity });

  const user = identity.data;
  // The data provider's HttpError keeps the call's status: 404, the user works for no shop.
  const noShop = company.error?.statusCode === 404;
  const expired = identity.data === null || [identity.error, company.error, flags.error].some(isUnauthorized);
  const leaveForNotFound = noShop && identity.isSuccess && !user?.platformAdmin;

  useEffect(() => {
    // The session ended under us: once the store knows, the session guard sends the user to sign in.
    if (expired) void refetchSession();
  }, [expired]);

  useEffect(() => {
    // Signed in but no shop (and not a platform admin): the public site's 404 page, as the admin has nothing to show.
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

  const viewer = toViewer({ user, company: company.data?.data, flags: flags.data })!;
  // Set while rendering, so the providers know the viewer before the pages below first ask them.
  store.current = viewer;
  return <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>;
}
