// The customers list, one page at a time, through Refine's useTable: the data provider maps the page
// number, the "text" filter and the sorter onto company.getCustomers' cursor and input (keyset paging:
// the provider remembers each page's cursor, so "previous" goes back; a new search or sort starts over).
// The search and the order outlive the page: opening a customer's panel (its own address) and closing it
// comes back to the same list.
import { useTable } from "@refinedev/antd";
import type { HttpError } from "@refinedev/core";
import { useRef } from "react";
import type { ListRecord } from "../../providers/procedures";

export type CustomerRow = ListRecord<"customers">;
export type CustomerSort = "lastVisitAt" | "points" | "stamps" | "createdAt" | "phone" | "name";
export type SortOrder = "asc" | "desc";

const PAGE_SIZE = 25;
const DEFAULT_SORT = { sort: "lastVisitAt" as CustomerSort, order: "desc" as SortOrder };

/** The last search and order, for the next time the page opens in this tab. */
const kept = { text: "", sorting: DEFAULT_SORT };

export function useCustomerPages() {
  const table = useTable<CustomerRow, HttpError>({
    resource: "customers",
    pagination: { mode: "server", pageSize: PAGE_SIZE },
    sorters: { mode: "server", initial: [{ field: kept.sorting.sort, order: kept.sorting.order }] },
    filters: { initial: kept.text ? [{ field: "text", operator: "contains", value: kept.text }] : [] },
    syncWithLocation: false,
    errorNotification: false,
    queryOptions: { keepPreviousData: true },
  });
  const { tableQueryResult: query, current, setCurrent, setFilters, sorters, setSorters } = table;
  const first = sorters[0];
  const sorting = first ? { sort: first.field as CustomerSort, order: first.order } : DEFAULT_SORT;
  const text = useRef(kept.text);
  const total = query.data?.total;

  return {
    query,
    text: text.current,
    sorting,
    page: current,
    setText: (next: string) => {
      if (next === text.current) return;
      text.current = next;
      kept.text = next;
      setFilters([{ field: "text", operator: "contains", value: next }], "replace");
      setCurrent(1);
    },
    setSorting: (next: { sort: CustomerSort; order: SortOrder } | null) => {
      const { sort, order } = next ?? DEFAULT_SORT;
      kept.sorting = { sort, order };
      setSorters([{ field: sort, order }]);
      setCurrent(1);
    },
    hasNext: total !== undefined && current * PAGE_SIZE < total && !query.isPreviousData,
    hasPrevious: current > 1,
    next: () => setCurrent(current + 1),
    previous: () => setCurrent(Math.max(1, current - 1)),
  };
}
