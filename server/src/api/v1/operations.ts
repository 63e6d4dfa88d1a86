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
  /** Statuses the operation may answer besides 400, 401, 403 and 429. */
  errors: number[];
};

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
    errors: [404],
  },
  {
    id: "listCustomerCoupons",
    method: "get",
    path: "/customers/:customerId/coupons",
    scope: "read",
    flag: "redeem",
    tag: "Coupons",
    summary: "List a customer's coupons",
    description: "Newest first, a page at a time; by default only the coupons not yet redeemed.",
    params: inputs.customerParams,
    query: inputs.couponsQuery,
    status: 200,
    answer: answers.coupons,
    errors: [],
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
    errors: [404, 409],
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
    errors: [404, 409],
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
    errors: [404, 409, 412],
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
    errors: [404, 409, 412],
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
    errors: [],
  },
] as const satisfies readonly Operation[];

export type OperationId = (typeof operations)[number]["id"];

export const isWrite = (operation: Operation) => operation.method === "post";
