import { Fragment, useState, type ReactNode } from 'react';
import { Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { PAGINATION_MARGIN_PAGES, PAGINATION_RANGE_PAGES } from '@brokerage/shared/admin/paged-list';
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
 * margin pages and 2 range pages (Mantine: boundaries 2; siblings 1 gives the current page plus
 * one on each side). Reusable by any list that answers `{ list, totalPages }` (N40).
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
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-busy={props.loading === true}
          className={stacked.stacking}
        >
          <caption className={classes.caption}>{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {renderExpanded ? (
                <Table.Th>
                  <span className={classes.srOnly}>Details</span>
                </Table.Th>
              ) : null}
              {columns.map((c) => (
                <Table.Th key={c.header} scope="col">
                  {c.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={span}>
                  <Text c="dimmed">
                    {props.loading ? 'Loading...' : (props.emptyText ?? 'Nothing here yet.')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => {
                const key = rowKey(row);
                const isOpen = expanded === key;
                return (
                  <Fragment key={key}>
                    <Table.Tr>
                      {renderExpanded ? (
                        <Table.Td>
                          <UnstyledButton
                            className={classes.toggle}
                            aria-expanded={isOpen}
                            aria-controls={`details-${key}`}
                            aria-label={`${isOpen ? 'Hide' : 'Show'} details${props.rowLabel ? ` for ${props.rowLabel(row)}` : ''}`}
                            onClick={() => setExpanded(isOpen ? null : key)}
                          >
                            <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
                          </UnstyledButton>
                        </Table.Td>
                      ) : null}
                      {columns.map((c) => (
                        <Table.Td key={c.header} data-label={c.header}>
                          {c.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                    {renderExpanded && isOpen ? (
                      <Table.Tr id={`details-${key}`}>
                        <Table.Td colSpan={span} className={classes.expanded}>
                          {renderExpanded(row)}
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </div>
      {totalPages > 1 ? (
        <nav aria-label={`${caption} pages`} className={classes.pager}>
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPageChange}
            boundaries={PAGINATION_MARGIN_PAGES}
            siblings={PAGINATION_RANGE_PAGES - 1}
            color="navy.8"
            getItemProps={(p) => ({
              'aria-label': `Page ${p}`,
              'aria-current': p === page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': `${control[0]?.toUpperCase() ?? ''}${control.slice(1)} page`,
            })}
          />
        </nav>
      ) : null}
    </div>
  );
}
