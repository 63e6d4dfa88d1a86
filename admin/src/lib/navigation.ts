import type { NavigateFunction } from "react-router-dom";

/** Goes to a path: inside this app through the router, elsewhere on the site with a page load. */
export function goTo(navigate: NavigateFunction, path: string, options: { replace?: boolean } = {}) {
  if (/^\/(admin|auth)(\/|$|\?)/.test(path)) navigate(path, options);
  else if (options.replace) window.location.replace(path);
  else window.location.assign(path);
}
