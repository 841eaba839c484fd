import type { ReactNode } from 'react';

/** Props of {@link Table}. */
export interface TableProps {
  /** Column headings, left to right. */
  columns: ReactNode[];
  /** Rows of cells; each row should have one cell per column. */
  rows: ReactNode[][];
  /** Optional caption shown above the table. */
  caption?: ReactNode;
}

/** A plain data table for pages that build their rows in code rather than in Markdown. */
export function Table({ columns, rows, caption }: TableProps) {
  return (
    <table className="kq-table">
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((column, index) => (
            // Columns are fixed for a table's lifetime, so their position is a stable key.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <th key={index}>{column}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, rowIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are static content
          <tr key={rowIndex}>
            {row.map((cell, cellIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are static content
              <td key={cellIndex}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
