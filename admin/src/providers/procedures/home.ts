// The home page's own reads: the owner's campaigns waiting for review and next steps, the platform's
// review queue (the day's figures are the analytics' "analytics.shopToday").
import type { CallList } from "./byPath";

export const homeCalls = {
  "home.shop": "query",
  "home.platform": "query",
} satisfies CallList;
