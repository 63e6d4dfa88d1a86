// Refine's filters and sorters as the plain values the procedures take.
import type { CrudFilter, CrudSort } from "@refinedev/core";

/** The value of the filter on `field` (any operator), or undefined. Empty strings count as no filter. */
export function filterValue<T = string>(filters: CrudFilter[] | undefined, field: string): T | undefined {
  const found = filters?.find((filter) => "field" in filter && filter.field === field);
  const value = found?.value as T | "" | null | undefined;
  return value === "" || value === null ? undefined : (value as T | undefined);
}

/** The first sorter, if its field is one the procedure sorts by. */
export function sorter<Field extends string>(sorters: CrudSort[] | undefined, fields: readonly Field[]): { sort: Field; order: "asc" | "desc" } | undefined {
  const first = sorters?.[0];
  return first && (fields as readonly string[]).includes(first.field) ? { sort: first.field as Field, order: first.order } : undefined;
}
