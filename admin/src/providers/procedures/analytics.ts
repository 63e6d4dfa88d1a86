// The shop's figures over a period, and its field's (the domain's) for comparison.
import type { CallList } from "./byPath";

export const analyticsCalls = {
  "analytics.shopOverview": "query",
  "analytics.shopCustomers": "query",
  "analytics.shopBusiest": "query",
  "analytics.shopBreakdown": "query",
  "analytics.shopRetention": "query",
  "analytics.atRisk": "query",
  // Today so far beside the same weekday last week (the home page).
  "analytics.shopToday": "query",
  "analytics.domain": "query",
} satisfies CallList;
