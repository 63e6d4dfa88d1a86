// CSV export of the shop's customers, with the same search and sort as company.getCustomers.
import { z } from "zod";
import { CUSTOMER_SORTS, listCustomers } from "../../customers/list.js";
import { csvDate } from "../../lib/csv.js";
import { DEPARTED_CUSTOMER } from "../../shared/phone.js";
import { EXPORT_BATCH, exportKind } from "./kind.js";

const at = (iso: string | null) => csvDate(iso ? new Date(iso) : null);

export const customersExport = exportKind({
  flag: "customers",
  header: ["Τηλέφωνο", "Όνομα", "Επώνυμο", "Πόντοι", "Στάμπες", "Τελευταία επίσκεψη", "Εγγραφή"],
  filter: z.object({
    text: z.string().max(100).optional(),
    sort: z.enum(CUSTOMER_SORTS).optional(),
    order: z.enum(["asc", "desc"]).optional(),
  }),
  async *batches(db, company, query) {
    let cursor: string | null = null;
    do {
      const page = await listCustomers(db, company.id, { ...query, cursor, limit: EXPORT_BATCH, withCount: false });
      yield page.body.map((row) => [
        row.phone ?? DEPARTED_CUSTOMER,
        row.firstName,
        row.lastName,
        row.points,
        row.stamps,
        at(row.lastVisitAt),
        at(row.createdAt),
      ]);
      cursor = page.nextCursor;
    } while (cursor);
  },
});
