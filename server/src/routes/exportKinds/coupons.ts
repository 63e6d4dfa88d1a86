// CSV exports of the shop's coupons (points and stamps), with the same filter as coupon.get / stampsGet.
import { z } from "zod";
import type { Db } from "../../db/client.js";
import { csvCents, csvDate } from "../../lib/csv.js";
import { idInput } from "../../lib/inputs.js";
import type { CouponKind } from "../../rewards/codes.js";
import { listCoupons, type CouponRow } from "../../rewards/list.js";
import { DEPARTED_CUSTOMER } from "../../shared/phone.js";
import { EXPORT_BATCH, exportKind } from "./kind.js";

const filter = z.object({
  text: z.string().max(100).optional(),
  customerId: idInput.optional(),
  unusedOnly: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => value === "true"),
});

const at = (iso: string | null) => csvDate(iso ? new Date(iso) : null);

async function* batches(db: Db, companyId: string, kind: CouponKind, query: z.infer<typeof filter>) {
  let cursor: string | null = null;
  do {
    const page = await listCoupons(db, companyId, kind, query, { cursor, limit: EXPORT_BATCH, withCount: false });
    yield page.body;
    cursor = page.nextCursor;
  } while (cursor);
}

const who = (row: CouponRow) => [row.customer.phone ?? DEPARTED_CUSTOMER, row.customer.firstName, row.customer.lastName];
const dates = (row: CouponRow) => [at(row.createdAt), at(row.usedAt), at(row.validUntil)];

export const couponsExport = exportKind({
  flag: "transactions-coupons",
  header: ["Κωδικός", "Τίτλος", "Πόντοι", "Αξία (€)", "Τηλέφωνο", "Όνομα", "Επώνυμο", "Δημιουργία", "Εξαργύρωση", "Λήξη"],
  filter,
  async *batches(db, company, query) {
    for await (const rows of batches(db, company.id, "points", query)) {
      yield rows.map((row) => [row.code, row.title, row.points, csvCents(Number(row.amount)), ...who(row), ...dates(row)]);
    }
  },
});

export const stampCouponsExport = exportKind({
  flag: "transactions-stamps-coupons",
  header: ["Κωδικός", "Τίτλος", "Στάμπες", "Τηλέφωνο", "Όνομα", "Επώνυμο", "Δημιουργία", "Εξαργύρωση", "Λήξη"],
  filter,
  async *batches(db, company, query) {
    for await (const rows of batches(db, company.id, "stamps", query)) {
      yield rows.map((row) => [row.code, row.title, row.points, ...who(row), ...dates(row)]);
    }
  },
});
