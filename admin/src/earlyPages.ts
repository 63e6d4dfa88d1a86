// The admin addresses where someone waits for a page at once (a cashier at the counter, the home page
// after sign-in), and their pages, which the routes load lazily. The server names each one's chunks in
// the HTML it sends for that address (<link rel="modulepreload">), so on a slow phone network they
// download beside the entry instead of a round trip after it.
// The one list of them: the build reads it too (admin/vite.config.ts, plugin early-chunks, writes
// dist/admin/early-chunks.json for server/src/frontEnds/adminHtml.ts), so keep one address a line, as
// `"address": () => import("module"),`; the build fails on a line it cannot read.
export const earlyPages = {
  "/admin": () => import("./pages/home"),
  "/admin/points/add": () => import("./pages/points/add"),
  "/admin/points/stamps": () => import("./pages/points/stamps"),
  "/admin/coupons": () => import("./pages/coupons/redeem"),
};
