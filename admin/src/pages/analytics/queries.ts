// The analytics screens' figures, each a custom call of the data provider by the period (the previous
// period's figures stay on screen while a new period loads).
import { useCustomQuery } from "../../providers/customCalls";
import type { Period } from "./period";

const options = { keepPreviousData: true, staleTime: 60_000 };
const AT_RISK_LIMIT = 50;

export const useShopOverview = (period: Period) => useCustomQuery("analytics.shopOverview", period, options);
export const useShopCustomers = (period: Period) => useCustomQuery("analytics.shopCustomers", period, options);
export const useShopBusiest = (period: Period) => useCustomQuery("analytics.shopBusiest", period, options);
export const useShopBreakdown = (period: Period) => useCustomQuery("analytics.shopBreakdown", period, options);
export const useShopRetention = (period: Period) => useCustomQuery("analytics.shopRetention", period, options);
export const useAtRisk = () => useCustomQuery("analytics.atRisk", { limit: AT_RISK_LIMIT }, options);
export const useDomainComparison = () => useCustomQuery("analytics.domain", undefined, options);
