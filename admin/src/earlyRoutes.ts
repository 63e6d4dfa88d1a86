// The admin addresses where someone waits for a page at once (a cashier at the counter, the home page
// after sign-in): the server names their page's chunks in the HTML it sends (<link rel="modulepreload">),
// so on a slow phone network they download beside the entry instead of a round trip after it.
// Pure data: admin/vite.config.ts reads it to write dist/admin/early-chunks.json. Each module is a
// page the routes load lazily; the build fails if one is not found.
export const earlyRoutes: Record<string, string> = {
  "/admin": "src/pages/home/index.tsx",
  "/admin/points/add": "src/pages/points/add.tsx",
  "/admin/points/stamps": "src/pages/points/stamps.tsx",
  "/admin/coupons": "src/pages/coupons/redeem.tsx",
};

/** The admin's shell, needed on every admin address (and preloaded on each). */
export const adminShellModule = "src/AdminApp.tsx";
