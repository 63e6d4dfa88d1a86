// The pages whose download starts with the admin's entry, in parallel with the admin shell, rather than
// after the shell arrives (resources.tsx preloads the others then): the counter screens, where a
// cashier waits for them, and the home page. On a slow phone network that saves a round trip and more.
export const earlyPages = {
  home: () => import("./pages/home"),
  pointsAdd: () => import("./pages/points/add"),
  pointsStamps: () => import("./pages/points/stamps"),
  coupons: () => import("./pages/coupons/redeem"),
};

const byPath: Record<string, () => Promise<unknown>> = {
  "/admin": earlyPages.home,
  "/admin/points/add": earlyPages.pointsAdd,
  "/admin/points/stamps": earlyPages.pointsStamps,
  "/admin/coupons": earlyPages.coupons,
};

export function preloadEarlyPage(pathname: string): void {
  void byPath[pathname.replace(/\/$/, "")]?.().catch(() => undefined); // retried when the page renders
}
