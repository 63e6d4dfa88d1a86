import type { ReactNode } from "react";

// On phones each row becomes a card; data-label carries the column name for that layout (styles.css).
export function DocTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: ReactNode[][] }) {
  return (
    <table className="doc-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed page content, never reordered: a row's position is its identity.
          <tr key={row}>
            {cells.map((cell, index) => (
              <td key={columns[index]} data-label={columns[index]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
