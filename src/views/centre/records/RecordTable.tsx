import type { ReactNode } from 'react';
import './records.css';

/** One column of a record table: its heading and what each row shows in it. */
export interface RecordColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Amounts and counts line up on the right. */
  number?: boolean;
  /** Extra classes for the cells (not the heading), e.g. 'is-muted is-time'. */
  className?: string;
  /** The cell names its row (a row header for screen readers). */
  rowHeader?: boolean;
  /** A tooltip on the cell, e.g. an id too long to show. */
  title?: (row: Row) => string;
}

interface RecordTableProps<Row> {
  testId: string;
  columns: RecordColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId?: (row: Row) => string;
  caption?: ReactNode;
  /** A totals row or rows under the list. */
  footer?: ReactNode;
}

const cellClass = ({ number, className }: { number?: boolean; className?: string }) =>
  [number ? 'is-number' : '', className ?? ''].filter(Boolean).join(' ') || undefined;

/** A record list as a table that scrolls sideways on a narrow screen. */
export function RecordTable<Row>({ testId, columns, rows, rowKey, rowTestId, caption, footer }: RecordTableProps<Row>) {
  return (
    <div className="record-table-wrap">
      <table className="record-table" data-testid={testId}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={column.number ? 'is-number' : undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className={cellClass(column)} title={column.title?.(row)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass(column)} title={column.title?.(row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
