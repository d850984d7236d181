import { Fragment, useState, type ReactNode } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES } from '@brokerage/shared/admin/paged-list';
import { Pager } from './ui/pager.tsx';
import dataTable from './ui/data-table.module.css';
import classes from './paged-table.module.css';
import stacked from './stacked-table.module.css';

export interface PagedTableColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

export interface PagedTableProps<T> {
  /** Names the table for screen readers. */
  caption: string;
  columns: PagedTableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** Names a row in its toggle's label ('Show details for <label>'). */
  rowLabel?: (row: T) => string;
  /** Makes each row expandable; the content shows in a full-width row under it. */
  renderExpanded?: (row: T) => ReactNode;
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  emptyText?: string;
}

/**
 * A paged admin table (platform spec section 2): optional expandable rows and a pagination with 2
 * margin pages and 2 range pages (the pager's boundaries 2; siblings 1 gives the current page
 * plus one on each side). Reusable by any list that answers `{ list, totalPages }` (N40).
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { caption, columns, rows, rowKey, renderExpanded, page, totalPages, onPageChange } = props;
  const [expanded, setExpanded] = useState<string | null>(null);
  const span = columns.length + (renderExpanded ? 1 : 0);

  return (
    <div className={classes.wrap}>
      {/* No sideways-scrolling box (WCAG 1.4.10, N24): on a phone each row stacks its cells, each
          with its column's name. */}
      <div>
        <table
          aria-busy={props.loading === true}
          className={`${dataTable.table} ${dataTable.striped} ${dataTable.hover} ${stacked.stacking}`}
        >
          <caption className={classes.caption}>{caption}</caption>
          <thead>
            <tr>
              {renderExpanded ? (
                <th>
                  <span className={classes.srOnly}>Details</span>
                </th>
              ) : null}
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={span}>
                  <Text c="dimmed">
                    {props.loading ? 'Loading...' : (props.emptyText ?? 'Nothing here yet.')}
                  </Text>
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const isOpen = expanded === key;
                return (
                  <Fragment key={key}>
                    <tr>
                      {renderExpanded ? (
                        <td>
                          <UnstyledButton
                            className={classes.toggle}
                            aria-expanded={isOpen}
                            aria-controls={`details-${key}`}
                            aria-label={`${isOpen ? 'Hide' : 'Show'} details${props.rowLabel ? ` for ${props.rowLabel(row)}` : ''}`}
                            onClick={() => setExpanded(isOpen ? null : key)}
                          >
                            <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                          </UnstyledButton>
                        </td>
                      ) : null}
                      {columns.map((c) => (
                        <td key={c.header} data-label={c.header}>
                          {c.cell(row)}
                        </td>
                      ))}
                    </tr>
                    {renderExpanded && isOpen ? (
                      <tr id={`details-${key}`}>
                        <td colSpan={span} className={classes.expanded}>
                          {renderExpanded(row)}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Pager
        label={`${caption} pages`}
        total={totalPages}
        page={page}
        onChange={onPageChange}
        boundaries={PAGINATION_MARGIN_PAGES}
        siblings={PAGINATION_RANGE_PAGES - 1}
      />
    </div>
  );
}
