// The inputs and answers of /api/v1, as zod schemas: the inputs reuse the admin's rules (the one phone
// normaliser, amount rule and coupon-code form), and the answers are what the OpenAPI document shows
// and what the router checks before sending.
import { z } from "zod";
import { centsInput, greekPhoneInput } from "../../lib/inputs.js";
import { CURSOR_PATTERN } from "../../lib/cursor.js";
import { TYPED_CODE_PATTERN } from "../../rewards/codes.js";

// Each input's pattern is its whole rule: the document shows it and the server checks it (bodies refuse
// properties they do not name), so a request valid under the document is refused only for what the
// shop's data says (unknown, already done, not confirmed), never as invalid.
const iso = z.string().datetime().describe("ISO 8601 time (UTC)");
const cents = z.string().describe('Cents as a string of digits: "1250" is 12,50 €');
const nullableIso = iso.nullable();
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "Μη έγκυρο αναγνωριστικό.");
const cursor = z.string().regex(CURSOR_PATTERN, "Μη έγκυρη σελίδα αποτελεσμάτων. Ανανεώστε τη λίστα.").optional().describe("nextCursor of the previous page");
const limit = z.coerce.number().int().min(1).max(100).default(25);
const kind = z.enum(["points", "stamps"]).default("points");

/** The fields both kinds of purchase take; repeated tag ids count once. */
const purchaseFields = {
  tagIds: z
    .array(id)
    .max(20)
    .optional()
    .transform((ids) => [...new Set(ids ?? [])])
    .describe("Tags of the shop (settings → tags)"),
  storeId: id.optional().describe("One of the shop's stores (required when the shop has two or more)"),
  // The cashier's confirmations of the counter's rules, passed on to them as the admin passes them.
  confirmNewCustomer: z.boolean().optional().describe("The phone is a new customer's: create the customer (a counter rule may require it)"),
  confirmLargeAmount: z.boolean().optional().describe("The amount above the shop's warning amount was checked"),
};

export const inputs = {
  phoneQuery: z.object({ phone: greekPhoneInput.describe("The customer's phone: 6912345678, +30 691 234 5678, 0030-210-1234567") }),
  customerParams: z.object({ customerId: id }),
  couponsQuery: z.object({
    kind: kind.describe("Points coupons or stamp coupons"),
    unused: z
      .enum(["true", "false"])
      .default("true")
      .describe("Only coupons not yet redeemed")
      .transform((value) => value === "true"),
    cursor,
    limit,
  }),
  purchaseBody: z
    .object({
      phone: greekPhoneInput.describe("The customer's phone; a new phone creates the customer (with the shop's welcome gifts)"),
      amount: centsInput().describe('The amount paid, in cents as a string: "1250" is 12,50 €'),
      ...purchaseFields,
    })
    .strict(),
  stampBody: z
    .object({
      phone: greekPhoneInput.describe("The customer's phone; a new phone creates the customer"),
      amount: centsInput({ allowZero: true }).optional().describe("The amount paid, in cents as a string (optional)"),
      ...purchaseFields,
    })
    .strict(),
  redeemBody: z
    .object({
      code: z
        .string()
        .max(64)
        .regex(TYPED_CODE_PATTERN, "Μη έγκυρος κωδικός κουπονιού.")
        .describe("The coupon's code as typed or scanned: case, spaces and dashes do not matter"),
    })
    .strict(),
  transactionParams: z.object({ id: id.describe("A purchase's or a stamp purchase's id") }),
  transactionsQuery: z.object({
    kind: kind.describe("Purchases (points) or stamp purchases"),
    customerId: id.optional().describe("Only this customer's"),
    cursor,
    limit,
  }),
};

const customerRef = z.object({ id: z.string(), phone: z.string() });
/** A customer in a list of the past: one who has since left the shop from the wallet app has no phone (their details are erased). */
const pastCustomerRef = z.object({
  id: z.string(),
  phone: z.string().nullable().describe("null: the customer has left the shop from the wallet app, and their details are erased"),
});
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
      initiationStamps: z.number().int().optional().describe("Welcome stamps given to a new customer (the shop runs stamps too)"),
      coupons: z.array(z.object({ code: z.string(), title: z.string() })).describe("Coupons the purchase earned (gifts on the Nth purchase)"),
    }),
  }),
  stamp: z.object({
    transaction: z.object({ id: z.string(), createdAt: iso }),
    customer: balances,
    gifts: z.object({
      initiation: z.number().int().optional().describe("Welcome stamps given to a new customer"),
      initiationPoints: z.number().int().optional().describe("Welcome points given to a new customer (the shop runs points too)"),
    }),
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
        customer: pastCustomerRef.extend(nameFields),
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
        customer: pastCustomerRef.extend(nameFields),
        tags: z.array(z.object({ id: z.string(), label: z.string() })),
      }),
    ),
    nextCursor: z.string().nullable(),
  }),
};
