// The customers: the list, one customer's panel (their details, notes, questions, the rewards offered)
// and the history tables (points and stamps transactions, coupons), all keyset lists.
import type { GetListParams } from "@refinedev/core";
import type { RouterInputs } from "../../lib/routerTypes";
import type { KeysetPage, KeysetPager } from "../keyset";
import { filterValue, sorter } from "../listParams";
import type { CallList, Client } from "./byPath";
import { limitOf, listKey, pageOf, updateById, wholeList, type Resource } from "./resource";

const CUSTOMER_SORTS = ["lastVisitAt", "points", "stamps", "createdAt", "phone", "name"] as const;

type HistoryInput = RouterInputs["transaction"]["get"];
type CouponInput = RouterInputs["coupon"]["get"];

export function customerResources(trpc: Client, keyset: KeysetPager) {
  /** A keyset list under Refine's page numbers: Refine's page becomes the cursor of the input `load` is given. */
  const keysetList =
    <Row>(load: (params: GetListParams, cursor: string | null) => Promise<KeysetPage<Row>>) =>
    (params: GetListParams) =>
      keyset(listKey(params), pageOf(params), (cursor) => load(params, cursor));
  /** The history tables share their input: a phone or name search ("text"), one customer ("customerId"), a cursor. */
  const historyList = <Row>(load: (input: HistoryInput) => Promise<KeysetPage<Row>>) =>
    keysetList((params, cursor) =>
      load({ text: filterValue(params.filters, "text"), customerId: filterValue(params.filters, "customerId"), cursor, limit: limitOf(params) }),
    );
  /** The coupon tables also take "unusedOnly". */
  const couponList = <Row>(load: (input: CouponInput) => Promise<KeysetPage<Row>>) =>
    keysetList((params, cursor) =>
      load({
        text: filterValue(params.filters, "text"),
        customerId: filterValue(params.filters, "customerId"),
        unusedOnly: filterValue<boolean>(params.filters, "unusedOnly"),
        cursor,
        limit: limitOf(params),
      }),
    );

  return {
    // The list searches by "text" (a phone or a name) and sorts by one of CUSTOMER_SORTS. One customer is
    // read and changed by id (the show route's :id, which a customer who left the shop also has), one field at a time.
    customers: {
      getList: keysetList((params, cursor) =>
        trpc.company.getCustomers.query({
          text: filterValue(params.filters, "text"),
          ...sorter(params.sorters, CUSTOMER_SORTS),
          cursor,
          limit: limitOf(params),
        }),
      ),
      getOne: (id) => trpc.company.getCustomer.query({ id: String(id) }),
      update: updateById(trpc.company.updateCustomerInfo),
    },
    "history-transactions": { getList: historyList((input) => trpc.transaction.get.query(input)) },
    "history-stamps-transactions": { getList: historyList((input) => trpc.transaction.stampsGet.query(input)) },
    "history-coupons": { getList: couponList((input) => trpc.coupon.get.query(input)) },
    "history-stamps-coupons": { getList: couponList((input) => trpc.coupon.stampsGet.query(input)) },
    // The shop's notes about a customer, by phone.
    "customer-notes": {
      getOne: async (phone) => ({ id: String(phone), ...(await trpc.customOption.getNote.query({ phone: String(phone) })) }),
      update: async (phone, values: Omit<RouterInputs["customOption"]["updateNote"], "phone">) => ({
        id: String(phone),
        ...(await trpc.customOption.updateNote.mutate({ ...values, phone: String(phone) })),
      }),
    },
    // The shop's questions about its customers, as the customer panel asks them (the settings edit them
    // as custom-option definitions).
    "customer-options": { getList: async () => wholeList((await trpc.customOption.get.query()).map((option) => ({ id: option.key, ...option }))) },
    // The rewards the customer panel offers, by kind (filter "kind": points, stamps or hidden).
    "reward-offers": {
      getList: async ({ filters }) => {
        const kind = filterValue<"points" | "stamps" | "hidden">(filters, "kind");
        if (kind === "stamps") return wholeList(await trpc.company.getStampRewards.query());
        if (kind === "hidden") return wholeList(await trpc.company.getHiddenRewards.query());
        return wholeList(await trpc.company.getRewards.query());
      },
    },
  } satisfies Record<string, Resource>;
}

export const customerCalls = {
  "transaction.cancel": "mutation",
  "transaction.giftsGet": "query",
  "customOption.getFields": "query",
  "customOption.add": "mutation",
  "customOption.delete": "mutation",
  "coupon.create": "mutation",
  "coupon.cancel": "mutation",
  "stats.averageTransactionDiff": "query",
} satisfies CallList;
