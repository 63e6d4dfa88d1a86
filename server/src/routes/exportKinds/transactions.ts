// CSV exports of the purchase history (points and stamps), with the same filter as the lists.
import { z } from "zod";
import { historyWhere, purchasesPage, stampPurchasesPage, type Cursor } from "../../ledger/history.js";
import { csvCents, csvDate } from "../../lib/csv.js";
import { historyFilterFields } from "../../routers/transaction/get.schema.js";
import { DEPARTED_CUSTOMER } from "../../shared/phone.js";
import { EXPORT_BATCH, exportKind } from "./kind.js";

const filter = z.object(historyFilterFields);

type Listed = {
  createdAt: Date;
  cancelledAt: Date | null;
  amount: number;
  store: { name: string } | null;
  customer: { phone: string | null; firstName: string | null; lastName: string | null };
  tags: { tag: { label: string } }[];
};

const who = (row: Listed) => [row.customer.phone ?? DEPARTED_CUSTOMER, row.customer.firstName, row.customer.lastName];
const tags = (row: Listed) => row.tags.map(({ tag }) => tag.label).join(", ");

export const transactionsExport = exportKind({
  flag: "transactions-transactions",
  header: ["Ημερομηνία", "Τηλέφωνο", "Όνομα", "Επώνυμο", "Ποσό (€)", "Πολλαπλασιαστής", "Πόντοι", "Υποκατάστημα", "Ετικέτες", "Ακύρωση"],
  filter,
  async *batches(db, company, query) {
    const where = await historyWhere(db, company.id, query);
    let cursor: Cursor | null = null;
    do {
      const page = await purchasesPage(db, where, cursor, EXPORT_BATCH);
      yield page.rows.map((row) => [
        csvDate(row.createdAt),
        ...who(row),
        csvCents(row.amount),
        row.pointsMult,
        row.points,
        row.store?.name,
        tags(row),
        csvDate(row.cancelledAt),
      ]);
      cursor = page.next;
    } while (cursor);
  },
});

export const stampTransactionsExport = exportKind({
  flag: "transactions-stamps-transactions",
  header: ["Ημερομηνία", "Τηλέφωνο", "Όνομα", "Επώνυμο", "Ποσό (€)", "Υποκατάστημα", "Ετικέτες", "Ακύρωση"],
  filter,
  async *batches(db, company, query) {
    const where = await historyWhere(db, company.id, query);
    let cursor: Cursor | null = null;
    do {
      const page = await stampPurchasesPage(db, where, cursor, EXPORT_BATCH);
      yield page.rows.map((row) => [csvDate(row.createdAt), ...who(row), csvCents(row.amount), row.store?.name, tags(row), csvDate(row.cancelledAt)]);
      cursor = page.next;
    } while (cursor);
  },
});
