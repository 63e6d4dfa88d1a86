// company.getCustomers read one page at a time. Keyset pagination has no page numbers: the cursor
// of every page visited is kept so "previous" can go back; a new search or sort starts over.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc, type RouterInputs } from "../../lib/trpc";

export type CustomerSort = NonNullable<RouterInputs["company"]["getCustomers"]["sort"]>;
export type SortOrder = "asc" | "desc";

export const PAGE_SIZE = 25;
const DEFAULT_SORT = { sort: "lastVisitAt" as CustomerSort, order: "desc" as SortOrder };

export function useCustomerPages() {
  const [text, setTextState] = useState("");
  const [sorting, setSortingState] = useState(DEFAULT_SORT);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors[cursors.length - 1];

  const input = { text: text || undefined, ...sorting, cursor, limit: PAGE_SIZE };
  const query = useQuery({
    queryKey: ["company.getCustomers", input],
    queryFn: () => trpc.company.getCustomers.query(input),
    keepPreviousData: true,
  });

  const nextCursor = query.data?.nextCursor ?? null;
  return {
    query,
    text,
    sorting,
    page: cursors.length,
    setText: (next: string) => {
      if (next === text) return;
      setTextState(next);
      setCursors([null]);
    },
    setSorting: (next: { sort: CustomerSort; order: SortOrder } | null) => {
      setSortingState(next ?? DEFAULT_SORT);
      setCursors([null]);
    },
    hasNext: nextCursor !== null && !query.isPreviousData,
    hasPrevious: cursors.length > 1,
    next: () => nextCursor && setCursors((visited) => [...visited, nextCursor]),
    previous: () => setCursors((visited) => (visited.length > 1 ? visited.slice(0, -1) : visited)),
  };
}
