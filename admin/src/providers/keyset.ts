// Keyset pagination under Refine's page numbers. The server's long lists (customers, the four history
// tables) answer one page and the cursor of the next; Refine asks for page N. The pager remembers, for
// each list (its filters, sorters and page size), the cursor that opens every page reached so far, and
// walks forward from the furthest one it knows when asked for a page further on.

export type KeysetPage<Row> = { count: number; body: Row[]; nextCursor: string | null };

export type KeysetPager = <Row>(
  list: string,
  page: number,
  load: (cursor: string | null) => Promise<KeysetPage<Row>>,
) => Promise<{ data: Row[]; total: number }>;

export function createKeysetPager(): KeysetPager {
  // trails[list][i] is the cursor that opens page i + 1 (page 1 opens with none).
  const trails = new Map<string, (string | null)[]>();
  return async (list, page, load) => {
    let trail = trails.get(list);
    if (!trail) {
      trail = [null];
      trails.set(list, trail);
    }
    let reached = Math.min(Math.max(page, 1), trail.length);
    let answer = await load(trail[reached - 1]);
    while (reached < page && answer.nextCursor !== null) {
      trail[reached] = answer.nextCursor;
      reached += 1;
      answer = await load(answer.nextCursor);
    }
    if (answer.nextCursor !== null) trail[reached] = answer.nextCursor;
    // A page past the last one (the list got shorter) is empty, not the last page again.
    return { data: reached < page ? [] : answer.body, total: answer.count };
  };
}
