import classes from './calculators.module.css';

export interface ResultsColumn<R> {
  header: string;
  cell: (row: R) => string;
}

interface ResultsTableProps<R> {
  caption: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** The first column, read as each row's header by screen readers. */
  rowHeader: ResultsColumn<R>;
  columns: readonly ResultsColumn<R>[];
}

/** The yearly figures as a table: the charts' data-table alternative (N24). */
export function ResultsTable<R>({ caption, rows, rowKey, rowHeader, columns }: ResultsTableProps<R>) {
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeader.header}</th>
            {columns.map((c) => (
              <th key={c.header} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHeader.cell(row)}</th>
              {columns.map((c) => (
                <td key={c.header}>{c.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
