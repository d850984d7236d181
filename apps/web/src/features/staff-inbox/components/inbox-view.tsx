import { useState } from 'react';
import { SelectField } from '#src/components/ui/form-fields.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { groupThousands } from '@brokerage/shared/money/cents';
import { INBOX_KIND_LABELS } from '@brokerage/shared/staff-inbox/inbox-options';
import { EmptyState, StatusBadge } from '#src/components/ui/design-parts.tsx';
import { Button, PlainButton } from '#src/components/ui/first-load.tsx';
import { Toolbar } from '#src/components/ui/design-parts.tsx';
import { Pager } from '#src/components/ui/pager.tsx';
import type { InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { exportInboxView, useAssignLeads, useInboxPage, useStaffMembers } from '../api/inbox-api.ts';
import { countSet, FiltersDisclosure } from '#src/components/filters-disclosure.tsx';
import { DueBadge } from './due-badge.tsx';
import { InboxFilters } from './inbox-filters.tsx';
import { fullName } from './inbox-format.ts';
import { deferredComponent } from '#src/components/deferred-component.tsx';
import { useFirstRowsFirst } from '#src/lib/use-first-rows-first.ts';
import type { LeadDrawerProps } from './lead-drawer.tsx';
import { loadInboxSchemas, useInboxQuery } from './use-inbox-query.ts';
import dataTable from '#src/components/ui/data-table.module.css';
import classes from './inbox.module.css';

// The lead's drawer (its details, status form and notes) loads the first time a lead is opened, so
// the inbox's first screen does not wait for it (ADR 0129).
const LeadDrawer = deferredComponent(() => import('./lead-drawer.tsx').then((module) => module.LeadDrawer));

const EMPTY: InboxRow[] = [];

const preloadSchemas = () => void loadInboxSchemas();

/** `/admin/inbox`: every lead in one list, searched, filtered, assigned, worked and exported; shown inside `InboxFrame`. */
export function InboxView({ leadExtra }: Pick<LeadDrawerProps, 'leadExtra'> = {}) {
  const { query, update, leadId, openLead } = useInboxQuery();
  const page = useInboxPage(query);
  const staff = useStaffMembers();
  const assign = useAssignLeads();
  const [selected, setSelected] = useState<string[]>([]);
  const [assignee, setAssignee] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const rows = page.data?.rows ?? EMPTY;
  // One layout rendered, not both hidden by CSS: cards on a phone, the table from 48em; the first
  // screen's rows first, the rest in the next task (Total Blocking Time, ADR 0133).
  const wide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const shown = useFirstRowsFirst(rows);
  const selectedOnPage = selected.filter((id) => rows.some((row) => row.id === id));
  const allChecked = rows.length > 0 && selectedOnPage.length === rows.length;

  const toggle = (id: string) =>
    setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const rowProps = (row: InboxRow): LeadProps => ({
    row,
    checked: selected.includes(row.id),
    onToggle: () => toggle(row.id),
    onOpen: () => openLead(row.id),
  });

  async function assignSelected(to: string) {
    await assign.mutateAsync({ ids: selectedOnPage, assignee: to === 'nobody' ? null : to });
    setSelected([]);
  }

  async function handleExport() {
    setExporting(true);
    try {
      await exportInboxView(query);
    } finally {
      setExporting(false);
    }
  }

  const staffOptions = [
    { value: 'me', label: 'Me' },
    ...(staff.data ?? []).map((m) => ({ value: m.id, label: m.name || m.email })),
    { value: 'nobody', label: 'Nobody (unassign)' },
  ];

  return (
    <>
      {/* Below 62em the filters fold behind one button with their count, so the leads come first.
          Their first touch or focus loads the view's schema, before the first change needs it. */}
      <div className={classes.filters} onFocus={preloadSchemas} onPointerDown={preloadSchemas}>
        <FiltersDisclosure
          activeCount={countSet([
            query.q,
            query.type,
            query.product,
            query.status,
            query.assignee,
            query.province,
            query.from,
            query.to,
            query.overdue ? true : undefined,
          ])}
        >
          <div className={classes.filtersPanel}>
            <InboxFilters query={query} staff={staff.data ?? []} onChange={update} />
          </div>
        </FiltersDisclosure>
      </div>
      <Toolbar className={classes.listToolbar}>
        <p className={classes.count} aria-live="polite">
          {page.data === undefined
            ? 'Loading leads…'
            : page.data.totalCapped
              ? `More than ${groupThousands(page.data.total)} leads: narrow the search or filters to see them all`
              : `${groupThousands(page.data.total)} ${page.data.total === 1 ? 'lead' : 'leads'}`}
        </p>
        <div className={classes.listActions}>
          <Button tone="quiet" onClick={() => void handleExport()} loading={exporting}>
            Export to Excel
          </Button>
          <p className={classes.selected}>{selectedOnPage.length} selected</p>
          <SelectField
            label="Assign selected leads to"
            hiddenLabel
            options={[{ value: '', label: 'Assign to…' }, ...staffOptions]}
            value={assignee ?? ''}
            onChange={(event) => setAssignee(event.currentTarget.value || null)}
            className={classes.assignee}
          />
          <Button
            tone="navy"
            disabled={selectedOnPage.length === 0 || assignee === null}
            loading={assign.isPending}
            onClick={() => assignee !== null && void assignSelected(assignee)}
          >
            Assign
          </Button>
        </div>
      </Toolbar>
      {/* Phones: one card per lead, status, assignee and due-by in view; the table from 48em. */}
      {!wide && (
        <ul className={classes.cards} aria-label="Leads matching the search and filters">
          {shown.map((row) => (
            <InboxCard key={row.id} {...rowProps(row)} />
          ))}
          {page.data !== undefined && rows.length === 0 && (
            <li>
              <NoLeads />
            </li>
          )}
        </ul>
      )}
      {wide && (
        <div className={classes.tableArea}>
          <table className={`${dataTable.table} ${dataTable.striped} ${dataTable.hover} ${classes.table}`}>
            <caption>Leads matching the search and filters</caption>
            <thead>
              <tr>
                <th>
                  <input
                    type="checkbox"
                    className={classes.check}
                    aria-label="Select every lead on this page"
                    checked={allChecked}
                    ref={(box) => {
                      if (box) box.indeterminate = selectedOnPage.length > 0 && !allChecked;
                    }}
                    onChange={() => setSelected(allChecked ? [] : rows.map((row) => row.id))}
                  />
                </th>
                <th>Reference</th>
                <th>Customer</th>
                <th>Type and product</th>
                <th>Province</th>
                <th>Received</th>
                <th>Status</th>
                <th>Assignee</th>
                <th>Due by</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <InboxTableRow key={row.id} {...rowProps(row)} />
              ))}
              {page.data !== undefined && rows.length === 0 && (
                <tr>
                  <td colSpan={9}>
                    <NoLeads />
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {page.data !== undefined && (
        <Pager
          label="Inbox pages"
          total={page.data.totalPages}
          page={query.page}
          onChange={(value) => update({ page: value })}
        />
      )}
      <LeadDrawer
        active={leadId !== null}
        leadId={leadId}
        onClose={() => openLead(null)}
        onOpenLead={openLead}
        leadExtra={leadExtra}
      />
    </>
  );
}

/** One lead as a table row or a card: its selection and how to open it. */
interface LeadProps {
  row: InboxRow;
  checked: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

function InboxTableRow({ row, checked, onToggle, onOpen }: LeadProps) {
  const name = fullName(row);
  return (
    <tr>
      <td>
        <LeadCheckbox row={row} checked={checked} onToggle={onToggle} />
      </td>
      <td>
        <LeadReference row={row} onOpen={onOpen} />
      </td>
      <td className={classes.customer}>
        <p className={classes.strong}>{name}</p>
        <p className={classes.email} title={row.email}>
          {row.email}
        </p>
        <p className={classes.nowrap}>{row.phone}</p>
      </td>
      <td>
        <p>{INBOX_KIND_LABELS[row.kind]}</p>
        <p className={classes.dimmed}>{row.productName ?? ''}</p>
      </td>
      <td>{row.province ?? ''}</td>
      <td className={classes.nowrap}>{row.receivedLabel}</td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td>{row.assigneeName ?? 'Unassigned'}</td>
      <td className={classes.nowrap}>
        <DueBadge row={row} />
      </td>
    </tr>
  );
}

// A lead's checkbox and reference are plain elements: the list renders one of each per lead in its
// first screen's task (ADR 0145).
function LeadCheckbox({ row, checked, onToggle }: Pick<LeadProps, 'row' | 'checked' | 'onToggle'>) {
  return (
    <input
      type="checkbox"
      className={classes.check}
      aria-label={`Select ${fullName(row)}, ${row.reference}`}
      checked={checked}
      onChange={onToggle}
    />
  );
}

function LeadReference({ row, onOpen }: Pick<LeadProps, 'row' | 'onOpen'>) {
  return (
    <PlainButton
      className={classes.reference}
      onClick={onOpen}
      aria-label={`Open ${row.reference}, ${fullName(row)}`}
    >
      {row.reference}
    </PlainButton>
  );
}

function InboxCard({ row, checked, onToggle, onOpen }: LeadProps) {
  return (
    <li className={classes.card}>
      <div className={classes.cardHead}>
        <LeadCheckbox row={row} checked={checked} onToggle={onToggle} />
        <LeadReference row={row} onOpen={onOpen} />
        <StatusBadge status={row.status} />
      </div>
      <p className={classes.cardName}>{fullName(row)}</p>
      <p className={classes.email} title={row.email}>
        {row.email}
      </p>
      <p>
        {INBOX_KIND_LABELS[row.kind]}
        {row.productName === null ? '' : `, ${row.productName}`}
        {row.province === null ? '' : ` · ${row.province}`}
      </p>
      <dl className={classes.cardFacts}>
        <div>
          <dt>Assignee</dt>
          <dd>{row.assigneeName ?? 'Unassigned'}</dd>
        </div>
        <div>
          <dt>Due by</dt>
          <dd>
            <DueBadge row={row} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The inbox's empty state: what is empty and what to try (ADR 0119). */
function NoLeads() {
  return (
    <EmptyState title="No leads match this search">
      <p>Try fewer filters, or search by a customer's name, e-mail, phone or the lead's reference.</p>
    </EmptyState>
  );
}
