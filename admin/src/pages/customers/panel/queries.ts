// The customer panel's reads and writes, all through the data provider: the customer by id
// (resource "customers"), their notes (by phone) ("customer-notes"), their history on the history-* keyset
// resources, the reward offers, and custom calls for the rest. Refreshing goes by resource.
import { useInfiniteList, useInvalidate, useList, useOne, useUpdate, type BaseRecord, type HttpError } from "@refinedev/core";
import type { RouterInputs, RouterOutputs } from "../../../lib/routerTypes";
import { useCustomQuery } from "../../../providers/customCalls";
import type { CustomOutput, ListRecord, OneRecord } from "../../../providers/procedures";

export type Customer = OneRecord<"customers">;
export type Reward = RouterOutputs["company"]["getRewards"][number];
export type StampReward = RouterOutputs["company"]["getStampRewards"][number];
export type CustomOptionDefinition = ListRecord<"customer-options">;
export type CustomField = CustomOutput<"customOption.getFields">[number];
type CustomerChange = Omit<RouterInputs["company"]["updateCustomerInfo"], "id">;
export type RewardKind = "points" | "stamps" | "hidden";

/** Reward lists are kept for a day (86400 s): they change rarely, and a change to a reward refreshes them (rewards/kinds.ts). */
const REWARDS_CACHE_MS = 86_400 * 1000;
const PAGE_SIZE = 20;

export function useCustomer(id: string) {
  return useOne<Customer, HttpError>({ resource: "customers", id, errorNotification: false });
}

export function useCustomOptions() {
  return useList<CustomOptionDefinition, HttpError>({ resource: "customer-options", pagination: { mode: "off" }, errorNotification: false });
}

export function useCustomerFields(phone: string) {
  return useCustomQuery("customOption.getFields", { phone });
}

export function useNote(phone: string) {
  return useOne<OneRecord<"customer-notes">, HttpError>({ resource: "customer-notes", id: phone, errorNotification: false });
}

type HistoryResource = "history-transactions" | "history-stamps-transactions" | "history-coupons" | "history-stamps-coupons";

/** The customer's rows of a history resource, newest first, PAGE_SIZE more at a time (the provider's keyset pages). */
function useHistory<Name extends HistoryResource>(resource: Name, customerId: string, unusedOnly?: true) {
  return useInfiniteList<ListRecord<Name> & BaseRecord, HttpError>({
    resource,
    filters: [
      { field: "customerId", operator: "eq", value: customerId },
      ...(unusedOnly ? [{ field: "unusedOnly", operator: "eq" as const, value: true }] : []),
    ],
    pagination: { pageSize: PAGE_SIZE },
    errorNotification: false,
  });
}

export const usePointTransactions = (customerId: string) => useHistory("history-transactions", customerId);
export const useStampTransactions = (customerId: string) => useHistory("history-stamps-transactions", customerId);
export const useUnusedCoupons = (customerId: string) => useHistory("history-coupons", customerId, true);
export const useUnusedStampCoupons = (customerId: string) => useHistory("history-stamps-coupons", customerId, true);

type RewardOffers = { points: Reward; stamps: StampReward; hidden: RouterOutputs["company"]["getHiddenRewards"][number] };

/** The rewards the panel offers of one kind (a coupon for points, for stamps, or a free hidden one). */
export function useRewardOffers<Kind extends RewardKind>(kind: Kind) {
  return useList<RewardOffers[Kind], HttpError>({
    resource: "reward-offers",
    filters: [{ field: "kind", operator: "eq", value: kind }],
    pagination: { mode: "off" },
    errorNotification: false,
    queryOptions: { staleTime: REWARDS_CACHE_MS, cacheTime: REWARDS_CACHE_MS },
  });
}

export function useTransactionTags() {
  return useCustomQuery("transaction.listTags");
}

export function useAverageGap(customerId: string, tagId: string | null) {
  return useCustomQuery("stats.averageTransactionDiff", { customerId, ...(tagId ? { tagId } : {}) });
}

/** Changes the customer; the panel and the list behind it (a name shows there too) are read again. */
export function useUpdateCustomer(customer: Customer) {
  return useUpdate<Customer, HttpError, CustomerChange>({
    resource: "customers",
    id: customer.id,
    invalidates: ["list", "detail"],
    successNotification: false,
    errorNotification: false,
  });
}

export function useUpdateNote(phone: string) {
  return useUpdate<OneRecord<"customer-notes">, HttpError, { text: string }>({
    resource: "customer-notes",
    id: phone,
    successNotification: false,
    errorNotification: false,
  });
}

/** After a coupon changes hands: the customer (their balance) and the customers table, or every coupon list, read again. */
export function useRefreshCustomer(customerId: string) {
  const invalidate = useInvalidate();
  return {
    details: () => invalidate({ resource: "customers", invalidates: ["list", "detail"], id: customerId }),
    coupons: () => Promise.all(["history-coupons", "history-stamps-coupons"].map((resource) => invalidate({ resource, invalidates: ["list"] }))),
  };
}
