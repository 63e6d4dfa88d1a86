// Refine's React Router bindings, with one change: which resource and action the address is, worked out
// once per address instead of once per hook. The package's `parse` matches the pathname against every
// route of every resource (about 30 resources × 5 actions, each walking its parents) inside a useMemo
// of each component that calls a Refine hook; the counter mounts a dozen of them, and on a slow phone
// (4× CPU) that matching alone took about a second before the phone field could be used.
// The rest is the package's parse (@refinedev/react-router-v6 4.6, src/bindings.tsx) as it is.
import { matchResourceFromRoute, ResourceContext, type IResourceItem, type ParseResponse, type RouterBindings } from "@refinedev/core";
import routerBindings from "@refinedev/react-router-v6";
import qs from "qs";
import { useCallback, useContext } from "react";
import { matchPath, useLocation, useParams } from "react-router-dom";

type Match = ReturnType<typeof matchResourceFromRoute>;

// Keyed by Refine's resource list (one per <Refine>, so a new admin mount starts afresh), then pathname.
const matches = new WeakMap<IResourceItem[], Map<string, Match>>();

function matchOnce(pathname: string, resources: IResourceItem[]): Match {
  let byPath = matches.get(resources);
  if (!byPath) {
    byPath = new Map();
    matches.set(resources, byPath);
  }
  let match = byPath.get(pathname);
  if (!match) {
    match = matchResourceFromRoute(pathname, resources);
    byPath.set(pathname, match);
  }
  return match;
}

/** "2" → 2, "02" or "x" stay strings (as the package does for `current` and `pageSize`). */
function numberIfPossible(value: unknown) {
  if (typeof value !== "string") return value;
  const number = Number(value);
  return `${number}` === value ? number : value;
}

function useParse() {
  let params: Record<string, string | undefined> = useParams();
  const { pathname, search } = useLocation();
  const { resources } = useContext(ResourceContext);
  const { resource, action, matchedRoute } = matchOnce(pathname, resources);
  // useParams is empty outside a <Route>: read the parameters from the matched route instead.
  if (Object.entries(params).length === 0 && matchedRoute) params = matchPath(matchedRoute, pathname)?.params ?? {};
  return useCallback((): ParseResponse => {
    const combined: Record<string, unknown> = { ...params, ...qs.parse(search, { ignoreQueryPrefix: true }) };
    return {
      ...(resource && { resource }),
      ...(action && { action }),
      ...(params.id && { id: decodeURIComponent(params.id) }),
      pathname,
      params: {
        ...combined,
        current: numberIfPossible(combined.current) as number | undefined,
        pageSize: numberIfPossible(combined.pageSize) as number | undefined,
        to: combined.to ? decodeURIComponent(combined.to as string) : undefined,
      },
    };
  }, [pathname, search, params, resource, action]);
}

export const routerProvider: RouterBindings = { ...routerBindings, parse: useParse };
