// The analytics screens' figures, each a custom call of the data provider by the period (the previous
// period's figures stay on screen while a new period loads).
import { useCustomQueryWith } from "../../providers/customCalls";
import type { Period } from "./period";

const options = { keepPreviousData: true, staleTime: 60_000 };
const AT_RISK_LIMIT = 50;

export const useShopOverview = (period: Period) => useCustomQueryWith("analytics.shopOverview", period, options);
export const useShopCustomers = (period: Period) => useCustomQueryWith("analytics.shopCustomers", period, options);
export const useShopBusiest = (period: Period) => useCustomQueryWith("analytics.shopBusiest", period, options);
export const useShopBreakdown = (period: Period) => useCustomQueryWith("analytics.shopBreakdown", period, options);
export const useShopRetention = (period: Period) => useCustomQueryWith("analytics.shopRetention", period, options);
export const useAtRisk = () => useCustomQueryWith("analytics.atRisk", { limit: AT_RISK_LIMIT }, options);
export const useDomainComparison = () => useCustomQueryWith("analytics.domain", undefined, options);
