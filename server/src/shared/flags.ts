// The admin-panel feature flags: one per sidebar item a shop can be given or refused (17 items, parents included).
// Isomorphic: the server enforces them, the admin hides links with them.
export const ADMIN_PANEL_FLAGS = [
  "add-points",
  "add-points-normal",
  "add-points-stamps",
  "redeem",
  "transactions",
  "transactions-transactions",
  "transactions-stamps-transactions",
  "transactions-coupons",
  "transactions-stamps-coupons",
  "customers",
  "notifications",
  "notifications-push",
  "notifications-sms",
  "notifications-email",
  "analytics",
  "analytics-shop",
  "analytics-domain",
] as const;

export type AdminPanelFlag = (typeof ADMIN_PANEL_FLAGS)[number];
export type FeatureFlags = { "admin-panel": Record<AdminPanelFlag, boolean> };

export function defaultFlags(): FeatureFlags {
  return {
    "admin-panel": Object.fromEntries(ADMIN_PANEL_FLAGS.map((flag) => [flag, true])) as Record<AdminPanelFlag, boolean>,
  };
}

/** Reads a stored flags document, treating missing flags as on (new flags ship enabled). */
export function readFlags(stored: unknown): FeatureFlags {
  const panel = (stored as { "admin-panel"?: Record<string, unknown> } | null)?.["admin-panel"] ?? {};
  const flags = defaultFlags();
  for (const flag of ADMIN_PANEL_FLAGS) if (typeof panel[flag] === "boolean") flags["admin-panel"][flag] = panel[flag] as boolean;
  return flags;
}
