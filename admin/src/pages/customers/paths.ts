export const CUSTOMERS_PATH = "/admin/customers";

/** The customer's own page (the phone is E.164, so its "+" is escaped). */
export function customerPath(phone: string): string {
  return `${CUSTOMERS_PATH}/show/${encodeURIComponent(phone)}`;
}

/** The CSV of the customers the current search finds, in the table's order. */
export function customersCsvPath(text: string, sorting: { sort: string; order: string }): string {
  return `/api/export/customers.csv?${new URLSearchParams({ text, ...sorting })}`;
}
