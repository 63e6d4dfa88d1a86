// Every operation of /api/v1: method, path, the key scope and the shop's admin-panel flag it needs (the
// same flag as the admin's procedure), its inputs and its answer. The router serves these and the
// OpenAPI document describes exactly these; both read this one list.
import type { z } from "zod";
import type { AdminPanelFlag } from "../../shared/flags.js";
import type { ApiKeyScope } from "../keys.js";
import { answers, inputs } from "./schemas.js";

export type Operation = {
  id: string;
  method: "get" | "post";
  /** Express syntax (":id"); the document writes "{id}". */
  path: string;
  scope: ApiKeyScope;
  flag: AdminPanelFlag;
  tag: "Customers" | "Purchases" | "Coupons" | "Transactions";
  summary: string;
  description: string;
  params?: z.AnyZodObject;
  query?: z.ZodTypeAny;
  body?: z.ZodTypeAny;
  status: 200 | 201;
  answer: z.ZodTypeAny;
  /**
   * The refusals of a request the document allows, each with what it means for this operation; every
   * operation may also answer 400, 401, 403, 405, 429 and 503, and a write 413 (./openapi.ts).
   */
  errors: Partial<Record<404 | 409 | 412 | 422, string>>;
};

const KEY_REUSED = "the Idempotency-Key was used for a different request";
const BAD_CURSOR = "The cursor is not a nextCursor this server gave: start again from the first page.";
const NOT_CONFIRMED =
  "Not confirmed: no customer has the phone (send confirmNewCustomer: true to create one), or the amount is above the shop's warning amount (confirmLargeAmount: true). `errors` names the field.";

export const operations = [
  {
    id: "findCustomer",
    method: "get",
    path: "/customers/lookup",
    scope: "read",
    flag: "customers",
    tag: "Customers",
    summary: "Find a customer by phone",
    description: "The shop's customer with this phone, with points, stamps and visit counts.",
    query: inputs.phoneQuery,
    status: 200,
    answer: answers.customer,
    errors: { 404: "No customer of the shop has this phone." },
  },
  {
    id: "listCustomerCoupons",
    method: "get",
    path: "/customers/:customerId/coupons",
    scope: "read",
    flag: "redeem",
    tag: "Coupons",
    summary: "List a customer's coupons",
    description: "Newest first, a page at a time; by default only the coupons not yet redeemed. An id that is not the shop's customer lists nothing.",
    params: inputs.customerParams,
    query: inputs.couponsQuery,
    status: 200,
    answer: answers.coupons,
    errors: { 422: BAD_CURSOR },
  },
  {
    id: "createPurchase",
    method: "post",
    path: "/purchases",
    scope: "counter",
    flag: "add-points-normal",
    tag: "Purchases",
    summary: "Add a purchase (points)",
    description:
      "Records a purchase and gives its points: floor(euros) × the shop's points multiplier. A new phone creates the customer. Idempotent per Idempotency-Key.",
    body: inputs.purchaseBody,
    status: 201,
    answer: answers.purchase,
    errors: {
      404: "A tag or store that is not the shop's.",
      409: `Conflict: ${KEY_REUSED}.`,
      412: NOT_CONFIRMED,
      422: "The amount is above the shop's largest purchase (its ceiling, refused even when confirmed), or the shop has two or more stores and storeId is missing.",
    },
  },
  {
    id: "addStamp",
    method: "post",
    path: "/stamps",
    scope: "counter",
    flag: "add-points-stamps",
    tag: "Purchases",
    summary: "Add a stamp",
    description: "Records a stamp purchase: one stamp. A new phone creates the customer. Idempotent per Idempotency-Key.",
    body: inputs.stampBody,
    status: 201,
    answer: answers.stamp,
    errors: {
      404: "A tag or store that is not the shop's.",
      409: `Conflict: ${KEY_REUSED}.`,
      412: NOT_CONFIRMED,
      422: "The amount is below the shop's stamp price or above its largest purchase, or the shop has two or more stores and storeId is missing.",
    },
  },
  {
    id: "redeemCoupon",
    method: "post",
    path: "/coupons/redeem",
    scope: "counter",
    flag: "redeem",
    tag: "Coupons",
    summary: "Redeem a coupon",
    description: "Marks the coupon used. Case, spaces and dashes in the code do not matter. Idempotent per Idempotency-Key.",
    body: inputs.redeemBody,
    status: 200,
    answer: answers.redeemed,
    errors: {
      404: "No coupon of the shop has this code.",
      409: `Conflict: the coupon was already redeemed or was cancelled, or ${KEY_REUSED}.`,
      412: "The coupon has expired.",
    },
  },
  {
    id: "cancelTransaction",
    method: "post",
    path: "/transactions/:id/cancel",
    scope: "counter",
    flag: "transactions",
    tag: "Transactions",
    summary: "Cancel a transaction",
    description:
      "Cancels a purchase or a stamp purchase of the last 7 days and takes its points (stamp) back; refused when the customer has spent them. Idempotent per Idempotency-Key.",
    params: inputs.transactionParams,
    status: 200,
    answer: answers.cancelled,
    errors: {
      404: "No purchase or stamp purchase of the shop has this id.",
      409: `Conflict: already cancelled, the customer has spent its points (stamps), or ${KEY_REUSED}.`,
      412: "Older than 7 days: it can no longer be cancelled.",
    },
  },
  {
    id: "listTransactions",
    method: "get",
    path: "/transactions",
    scope: "read",
    flag: "transactions",
    tag: "Transactions",
    summary: "List recent transactions",
    description: "Purchases or stamp purchases, newest first, a page at a time.",
    query: inputs.transactionsQuery,
    status: 200,
    answer: answers.transactions,
    errors: { 422: BAD_CURSOR },
  },
] as const satisfies readonly Operation[];

export type OperationId = (typeof operations)[number]["id"];

export const isWrite = (operation: Operation) => operation.method === "post";
