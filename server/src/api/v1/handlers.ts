// What each /api/v1 operation does: the admin's domain functions, called with the key's shop. Writes
// name how their Idempotency-Key is kept with the write (see ../idempotency.ts).
import type pg from "pg";
import type { z } from "zod";
import { customerDetail } from "../../customers/detail.js";
import type { Db } from "../../db/client.js";
import type { Company } from "../../generated/prisma/client.js";
import type { CounterPurchaseInput } from "../../ledger/award.js";
import { cancelPurchase } from "../../ledger/cancel.js";
import { decodeCursor, listPurchases, listStampPurchases } from "../../ledger/history.js";
import { recordPurchase } from "../../ledger/purchases.js";
import { recordStampPurchase } from "../../ledger/stamps.js";
import type { Tx } from "../../ledger/transaction.js";
import { invalidCursor } from "../../lib/cursor.js";
import { listCoupons } from "../../rewards/list.js";
import { redeemCoupon } from "../../rewards/redeem.js";
import { ledgerKeyFor } from "../idempotency.js";
import type { OperationId } from "./operations.js";
import type { inputs } from "./schemas.js";

export type HandlerContext = { db: Db; pool: pg.Pool; company: Company; idempotencyKey: string };

export type HandlerInput = { params: Record<string, string>; query: Record<string, unknown>; body: Record<string, unknown> };

type Read = { kind: "read"; run(ctx: HandlerContext, input: HandlerInput): Promise<unknown> };
/** The ledger row carries the key: the record is written after the write. */
type LedgerWrite = { kind: "ledger"; run(ctx: HandlerContext, input: HandlerInput): Promise<unknown> };
/** Runs inside the transaction that also records the key. */
type TransactionalWrite = { kind: "transaction"; run(ctx: HandlerContext, input: HandlerInput, tx: Tx): Promise<unknown> };
export type Handler = Read | LedgerWrite | TransactionalWrite;

type Of<Schema extends z.ZodTypeAny> = z.output<Schema>;

/** The admin's purchase input, with the key as the ledger's idempotency key; the confirmations passed on as given. */
function counterInput(ctx: HandlerContext, body: Of<typeof inputs.purchaseBody> | Of<typeof inputs.stampBody>) {
  const input: CounterPurchaseInput & { confirmNewCustomer?: boolean; confirmLargeAmount?: boolean } = {
    phone: body.phone,
    amount: body.amount ?? 0,
    tagIds: body.tagIds,
    storeId: body.storeId,
    confirmNewCustomer: body.confirmNewCustomer,
    confirmLargeAmount: body.confirmLargeAmount,
    idempotencyKey: ledgerKeyFor(ctx.idempotencyKey),
  };
  return input;
}

function cursorOf(text: string | undefined) {
  if (!text) return null;
  try {
    return decodeCursor(text);
  } catch {
    throw invalidCursor();
  }
}

export const handlers: Record<OperationId, Handler> = {
  findCustomer: {
    kind: "read",
    run: (ctx, { query }) => customerDetail(ctx.db, ctx.company.id, { phone: (query as Of<typeof inputs.phoneQuery>).phone }),
  },
  listCustomerCoupons: {
    kind: "read",
    async run(ctx, { params, query }) {
      const { kind, unused, cursor, limit } = query as Of<typeof inputs.couponsQuery>;
      const page = await listCoupons(ctx.db, ctx.company.id, kind, { customerId: params.customerId, unusedOnly: unused }, { cursor, limit, withCount: false });
      return { data: page.body, nextCursor: page.nextCursor };
    },
  },
  createPurchase: {
    kind: "ledger",
    run: (ctx, { body }) => recordPurchase(ctx, ctx.company, counterInput(ctx, body as Of<typeof inputs.purchaseBody>)),
  },
  addStamp: {
    kind: "ledger",
    run: (ctx, { body }) => recordStampPurchase(ctx, ctx.company, counterInput(ctx, body as Of<typeof inputs.stampBody>)),
  },
  redeemCoupon: {
    kind: "transaction",
    async run(ctx, { body }, tx) {
      const coupon = await redeemCoupon(tx, ctx.company.id, (body as Of<typeof inputs.redeemBody>).code);
      return { ...coupon, usedAt: coupon.usedAt.toISOString() };
    },
  },
  cancelTransaction: {
    kind: "transaction",
    run: (ctx, { params }, tx) => cancelPurchase(tx, ctx.company.id, params.id),
  },
  listTransactions: {
    kind: "read",
    async run(ctx, { query }) {
      const { kind, customerId, cursor, limit } = query as Of<typeof inputs.transactionsQuery>;
      const history = { filter: { customerId }, cursor: cursorOf(cursor), limit };
      const page = kind === "points" ? await listPurchases(ctx.db, ctx.company.id, history) : await listStampPurchases(ctx.db, ctx.company.id, history);
      const data = page.body.map((row) => ({
        id: row.id,
        kind,
        amount: row.amount,
        ...("points" in row ? { points: row.points } : {}),
        createdAt: row.createdAt,
        cancelledAt: row.cancelledAt,
        store: row.store,
        customer: { id: row.customer.id, phone: row.customer.phone, firstName: row.customer.firstName, lastName: row.customer.lastName },
        tags: row.tags.map(({ tag }) => tag),
      }));
      return { data, nextCursor: page.nextCursor };
    },
  },
};
