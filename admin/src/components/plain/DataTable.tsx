// A plain HTML table of figures (the analytics screens): grouped column headers, a totals row, a few
// rows per page, a caption, and a first column that stays in view while a wide table scrolls sideways.
// What those screens used antd's Table for, without the weight of it (filters, sorting, selection).
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from "react";

export type Column<Row> = {
  title: ReactNode;
  key: string;
  render: (row: Row) => ReactNode;
  align?: "right" | "center";
  /** stays in view when the table scrolls sideways */
  sticky?: boolean;
};
export type ColumnGroup<Row> = { title: ReactNode; key: string; children: Column<Row>[] };

type Props<Row> = {
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  columns: (Column<Row> | ColumnGroup<Row>)[];
  /** rows per page; every row on one page when absent */
  pageSize?: number;
  /** the totals row: one cell per leaf column */
  summary?: ReactNode[];
  caption?: ReactNode;
  empty?: string;
  className?: string;
};

const isGroup = <Row,>(column: Column<Row> | ColumnGroup<Row>): column is ColumnGroup<Row> => "children" in column;

function cellClass<Row>(column: Column<Row>): string | undefined {
  const classes = [column.align && `data-table-${column.align}`, column.sticky && "data-table-sticky"].filter(Boolean);
  return classes.length ? classes.join(" ") : undefined;
}

/**
 * A table wider than its box scrolls sideways, and a keyboard must reach that scroll too (WCAG 2.1.1, axe's
 * scrollable-region-focusable): while, and only while, the table overflows, its box is a focusable region
 * named by the caption. Set on the element in the ResizeObserver callback, which runs after layout and
 * before paint, so nothing ever sees the box scroll without it; a table that fits adds no tab stop.
 */
function useKeyboardScrollable(box: RefObject<HTMLDivElement>, captionId: string | undefined) {
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const update = () => {
      if (element.scrollWidth > element.clientWidth) {
        element.tabIndex = 0;
        element.setAttribute("role", "region");
        if (captionId) element.setAttribute("aria-labelledby", captionId);
        else element.setAttribute("aria-label", "Πίνακας");
      } else {
        for (const name of ["tabindex", "role", "aria-labelledby", "aria-label"]) element.removeAttribute(name);
      }
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [box, captionId]);
}

export function DataTable<Row>({ rows = [], rowKey, columns, pageSize, summary, caption, empty = "Δεν υπάρχουν δεδομένα.", className }: Props<Row>) {
  const [page, setPage] = useState(0);
  const scrollBox = useRef<HTMLDivElement>(null);
  const captionId = useId();
  useKeyboardScrollable(scrollBox, caption ? captionId : undefined);
  const leaves = columns.flatMap((column) => (isGroup(column) ? column.children : [column]));
  const grouped = columns.some(isGroup);
  const pages = pageSize ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const current = Math.min(page, pages - 1);
  const shown = pageSize ? rows.slice(current * pageSize, (current + 1) * pageSize) : rows;

  return (
    <div className={className ? `data-table ${className}` : "data-table"}>
      <div className="data-table-scroll" ref={scrollBox}>
        <table>
          {caption ? <caption id={captionId}>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((column) =>
                isGroup(column) ? (
                  <th key={column.key} colSpan={column.children.length} scope="colgroup" className="data-table-center">
                    {column.title}
                  </th>
                ) : (
                  <th key={column.key} rowSpan={grouped ? 2 : undefined} scope="col" className={cellClass(column)}>
                    {column.title}
                  </th>
                ),
              )}
            </tr>
            {grouped ? (
              <tr>
                {columns.flatMap((column) =>
                  isGroup(column)
                    ? column.children.map((child) => (
                        <th key={`${column.key}-${child.key}`} scope="col" className={cellClass(child)}>
                          {child.title}
                        </th>
                      ))
                    : [],
                )}
              </tr>
            ) : null}
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={leaves.length} className="data-table-empty">
                  {empty}
                </td>
              </tr>
            ) : (
              shown.map((row) => (
                <tr key={rowKey(row)}>
                  {leaves.map((column) => (
                    <td key={column.key} className={cellClass(column)}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
          {summary ? (
            <tfoot>
              <tr>
                {leaves.map((column, index) => (
                  <td key={column.key} className={cellClass(column)}>
                    {summary[index]}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {pages > 1 ? (
        <nav className="data-table-pages" aria-label="Σελίδες πίνακα">
          {Array.from({ length: pages }, (_, number) => number).map((pageNumber) => (
            <button
              key={pageNumber}
              type="button"
              className={pageNumber === current ? "plain-button data-table-page data-table-page-current" : "plain-button data-table-page"}
              aria-current={pageNumber === current ? "page" : undefined}
              aria-label={`Σελίδα ${pageNumber + 1}`}
              onClick={() => setPage(pageNumber)}
            >
              {pageNumber + 1}
            </button>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
