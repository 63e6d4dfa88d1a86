// The analytics screens' calls, one react-query each, keyed by the period (the previous period's
// figures stay on screen while a new period loads).
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc";
import type { Period } from "./period";

const options = { keepPreviousData: true, staleTime: 60_000 };

export const useShopOverview = (period: Period) =>
  useQuery(["analytics.shopOverview", period], () => trpc.analytics.shopOverview.query(period), options);
export const useShopCustomers = (period: Period) =>
  useQuery(["analytics.shopCustomers", period], () => trpc.analytics.shopCustomers.query(period), options);
export const useShopBusiest = (period: Period) =>
  useQuery(["analytics.shopBusiest", period], () => trpc.analytics.shopBusiest.query(period), options);
export const useShopBreakdown = (period: Period) =>
  useQuery(["analytics.shopBreakdown", period], () => trpc.analytics.shopBreakdown.query(period), options);
export const useShopRetention = (period: Period) =>
  useQuery(["analytics.shopRetention", period], () => trpc.analytics.shopRetention.query(period), options);
export const useAtRisk = () => useQuery(["analytics.atRisk"], () => trpc.analytics.atRisk.query({ limit: 50 }), options);
export const useDomainComparison = () => useQuery(["analytics.domain"], () => trpc.analytics.domain.query(), options);
