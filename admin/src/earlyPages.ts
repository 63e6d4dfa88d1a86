// The pages of the early routes (earlyRoutes.ts), whose chunks the server's HTML already preloads: the
// counter screens, where a cashier waits for them, and the home page.
export const earlyPages = {
  home: () => import("./pages/home"),
  pointsAdd: () => import("./pages/points/add"),
  pointsStamps: () => import("./pages/points/stamps"),
  coupons: () => import("./pages/coupons/redeem"),
};
