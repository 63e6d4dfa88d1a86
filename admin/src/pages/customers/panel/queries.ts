// The customer panel's reads. Query keys are [procedure path, input], so a write can refresh every
// list of one procedure by its path alone.
import { useInvalidate } from "@refinedev/core";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc, type RouterOutputs } from "../../../lib/trpc";

export type Customer = RouterOutputs["company"]["getCustomer"];
export type Reward = RouterOutputs["company"]["getRewards"][number];
export type StampReward = RouterOutputs["company"]["getStampRewards"][number];
export type CustomOptionDefinition = RouterOutputs["customOption"]["get"][number];
export type CustomField = RouterOutputs["customOption"]["getFields"][number];

/** SPEC section 9: reward lists are kept for 86400 s. */
const REWARDS_CACHE_MS = 86_400 * 1000;
const PAGE_SIZE = 20;

export const keys = {
  customer: (phone: string) => ["company.getCustomer", { phone }] as const,
  customOptions: ["customOption.get"] as const,
  fields: (phone: string) => ["customOption.getFields", { phone }] as const,
  note: (phone: string) => ["customOption.getNote", { phone }] as const,
  transactions: (customerId: string) => ["transaction.get", { customerId }] as const,
  stampTransactions: (customerId: string) => ["transaction.stampsGet", { customerId }] as const,
  coupons: (customerId: string) => ["coupon.get", { customerId, unusedOnly: true }] as const,
  stampCoupons: (customerId: string) => ["coupon.stampsGet", { customerId, unusedOnly: true }] as const,
  rewards: ["company.getRewards"] as const,
  stampRewards: ["company.getStampRewards"] as const,
  hiddenRewards: ["company.getHiddenRewards"] as const,
  tags: ["transaction.listTags"] as const,
  averageGap: (customerId: string, tagId: string | null) => ["stats.averageTransactionDiff", { customerId, tagId }] as const,
};

export function useCustomer(phone: string) {
  return useQuery({ queryKey: keys.customer(phone), queryFn: () => trpc.company.getCustomer.query({ phone }) });
}

export function useCustomOptions() {
  return useQuery({ queryKey: keys.customOptions, queryFn: () => trpc.customOption.get.query() });
}

export function useCustomerFields(phone: string) {
  return useQuery({ queryKey: keys.fields(phone), queryFn: () => trpc.customOption.getFields.query({ phone }) });
}

export function useNote(phone: string) {
  return useQuery({ queryKey: keys.note(phone), queryFn: () => trpc.customOption.getNote.query({ phone }) });
}

export function usePointTransactions(customerId: string) {
  return useInfiniteQuery({
    queryKey: keys.transactions(customerId),
    queryFn: ({ pageParam }: { pageParam?: string }) =>
      trpc.transaction.get.query({ customerId, cursor: pageParam ?? null, limit: PAGE_SIZE }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useStampTransactions(customerId: string) {
  return useInfiniteQuery({
    queryKey: keys.stampTransactions(customerId),
    queryFn: ({ pageParam }: { pageParam?: string }) =>
      trpc.transaction.stampsGet.query({ customerId, cursor: pageParam ?? null, limit: PAGE_SIZE }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useUnusedCoupons(customerId: string) {
  return useInfiniteQuery({
    queryKey: keys.coupons(customerId),
    queryFn: ({ pageParam }: { pageParam?: string }) =>
      trpc.coupon.get.query({ customerId, unusedOnly: true, cursor: pageParam ?? null, limit: PAGE_SIZE }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useUnusedStampCoupons(customerId: string) {
  return useInfiniteQuery({
    queryKey: keys.stampCoupons(customerId),
    queryFn: ({ pageParam }: { pageParam?: string }) =>
      trpc.coupon.stampsGet.query({ customerId, unusedOnly: true, cursor: pageParam ?? null, limit: PAGE_SIZE }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

const rewardCache = { staleTime: REWARDS_CACHE_MS, cacheTime: REWARDS_CACHE_MS };

export function useRewards() {
  return useQuery({ queryKey: keys.rewards, queryFn: () => trpc.company.getRewards.query(), ...rewardCache });
}

export function useStampRewards() {
  return useQuery({ queryKey: keys.stampRewards, queryFn: () => trpc.company.getStampRewards.query(), ...rewardCache });
}

export function useHiddenRewards() {
  return useQuery({ queryKey: keys.hiddenRewards, queryFn: () => trpc.company.getHiddenRewards.query(), ...rewardCache });
}

export function useTransactionTags() {
  return useQuery({ queryKey: keys.tags, queryFn: () => trpc.transaction.listTags.query() });
}

export function useAverageGap(customerId: string, tagId: string | null) {
  return useQuery({
    queryKey: keys.averageGap(customerId, tagId),
    queryFn: () => trpc.stats.averageTransactionDiff.query({ customerId, ...(tagId ? { tagId } : {}) }),
  });
}

/** After a change to a customer: their header and the customers table, or every coupon list, read again. */
export function useRefreshCustomer(phone: string) {
  const client = useQueryClient();
  const invalidate = useInvalidate();
  return {
    details: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.customer(phone) }),
        invalidate({ resource: "customers", invalidates: ["list"] }),
      ]),
    coupons: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ["coupon.get"] }),
        client.invalidateQueries({ queryKey: ["coupon.stampsGet"] }),
      ]),
  };
}
