// The inputs and answers of /api/v1, as zod schemas: the inputs reuse the admin's fields (one phone
// rule, one amount rule, one coupon-code rule), and the answers are what the OpenAPI document shows
// and what the router checks before sending.
import { z } from "zod";
import { centsInput, idInput, phoneInput } from "../../lib/inputs.js";
import { purchaseFields } from "../../routers/transaction/add.schema.js";
import { redeemSchema } from "../../routers/coupon/redeem.schema.js";

const iso = z.string().describe("ISO 8601 time (UTC)");
const cents = z.string().describe('Cents as a string of digits: "1250" is 12,50 €');
const nullableIso = iso.nullable();

const { phone, tagIds, storeId } = purchaseFields;

/** The cashier's confirmations of the counter's rules, passed on to them as the admin passes them. */
const confirmations = {
  confirmNewCustomer: z.boolean().optional().describe("The phone is a new customer's: create the customer (a counter rule may require it)"),
  confirmLargeAmount: z.boolean().optional().describe("The amount above the shop's warning amount was checked"),
};

export const inputs = {
  phoneQuery: z.object({ phone: phoneInput.describe("The customer's phone, in any usual Greek format (6912345678, +30 691 234 5678)") }),
  customerParams: z.object({ customerId: idInput }),
  couponsQuery: z.object({
    kind: z.enum(["points", "stamps"]).default("points").describe("Points coupons or stamp coupons"),
    unused: z.enum(["true", "false"]).default("true").describe("Only coupons not yet redeemed").transform((value) => value === "true"),
    cursor: z.string().max(500).optional().describe("nextCursor of the previous page"),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  purchaseBody: z.object({
    phone: phone.describe("The customer's phone; a new phone creates the customer (with the shop's welcome gifts)"),
    amount: centsInput().describe('The amount paid, in cents as a string: "1250" is 12,50 €'),
    tagIds: tagIds.describe("Tags of the shop (settings → tags)"),
    storeId: storeId.describe("One of the shop's stores"),
    ...confirmations,
  }),
  stampBody: z.object({
    phone: phone.describe("The customer's phone; a new phone creates the customer"),
    amount: centsInput({ allowZero: true }).optional().describe("The amount paid, in cents as a string (optional)"),
    tagIds,
    storeId,
    ...confirmations,
  }),
  redeemBody: redeemSchema,
  transactionParams: z.object({ id: idInput.describe("A purchase's or a stamp purchase's id") }),
  transactionsQuery: z.object({
    kind: z.enum(["points", "stamps"]).default("points").describe("Purchases (points) or stamp purchases"),
    customerId: idInput.optional().describe("Only this customer's"),
    cursor: z.string().max(500).optional().describe("nextCursor of the previous page"),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
};

const customerRef = z.object({ id: z.string(), phone: z.string() });
const balances = customerRef.extend({
  points: z.number().int(),
  stamps: z.number().int(),
  created: z.boolean().describe("This purchase created the customer"),
});
const nameFields = { firstName: z.string().nullable(), lastName: z.string().nullable() };

export const answers = {
  customer: z.object({
    id: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    ...nameFields,
    birthday: z.string().nullable().describe("YYYY-MM-DD"),
    note: z.string().nullable(),
    points: z.number().int(),
    stamps: z.number().int(),
    oldCustomer: z.boolean(),
    createdAt: iso,
    lastVisitAt: nullableIso,
    transactionCount: z.number().int(),
    stampTransactionCount: z.number().int(),
    user: z.object({ email: z.string().nullable(), ...nameFields, name: z.string().nullable() }).nullable(),
  }),
  purchase: z.object({
    transaction: z.object({
      id: z.string(),
      amount: cents,
      points: z.number().int(),
      stamp: z.boolean().describe("The purchase reached the shop's stamp price and also gave one stamp"),
      createdAt: iso,
    }),
    customer: balances,
    gifts: z.object({
      initiation: z.number().int().optional().describe("Welcome points given to a new customer"),
      coupons: z.array(z.object({ code: z.string(), title: z.string() })).describe("Coupons the purchase earned (gifts on the Nth purchase)"),
    }),
  }),
  stamp: z.object({
    transaction: z.object({ id: z.string(), createdAt: iso }),
    customer: balances,
    gifts: z.object({ initiation: z.number().int().optional().describe("Welcome stamps given to a new customer") }),
  }),
  coupons: z.object({
    data: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        points: z.number().int().describe("Points (stamps) spent on it; 0 for a gift"),
        amount: cents.optional().describe("The coupon's value in cents (points coupons)"),
        createdAt: iso,
        usedAt: nullableIso,
        validUntil: nullableIso,
        customer: customerRef.extend(nameFields),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
  redeemed: z.object({ code: z.string(), title: z.string(), usedAt: iso, customer: z.object({ phone: z.string(), ...nameFields }) }),
  cancelled: z.object({ id: z.string(), cancelledAt: iso }),
  transactions: z.object({
    data: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(["points", "stamps"]),
        amount: cents,
        points: z.number().int().optional().describe("Points earned (purchases)"),
        createdAt: iso,
        cancelledAt: nullableIso,
        store: z.object({ id: z.string(), name: z.string() }).nullable(),
        customer: customerRef.extend(nameFields),
        tags: z.array(z.object({ id: z.string(), label: z.string() })),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
};
