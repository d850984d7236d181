import { useEffect, useState } from 'react';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { SERVED_PROVINCES, provinceName } from '@brokerage/shared/catalogue/provinces';
import { INBOX_KINDS, INBOX_KIND_LABELS, INBOX_STATUSES } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxQuery } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { StaffMember } from '@brokerage/shared/staff-accounts/staff-schemas';
import { NumberSelect, TextSelect } from '#src/components/form-fields.tsx';
import { Button } from '#src/components/ui/first-load.tsx';
import { Toolbar } from '#src/components/ui/design-parts.tsx';
import { CheckboxField, FormGrid, SelectField, TextField } from '#src/components/ui/form-fields.tsx';
import classes from './inbox.module.css';

const SORTS = [
  { value: '-received', label: 'Newest first' },
  { value: 'received', label: 'Oldest first' },
  { value: 'due', label: 'Due soonest' },
  { value: 'name', label: 'Name A to Z' },
  { value: '-name', label: 'Name Z to A' },
];

const TYPE_OPTIONS = INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }));
const PRODUCT_OPTIONS = PRODUCTS.map((p) => ({ value: p.value, label: p.name }));
const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({ value: status, label: status }));
const PROVINCE_OPTIONS = SERVED_PROVINCES.map((code) => ({ value: code, label: provinceName(code) ?? code }));

export interface InboxFiltersProps {
  query: InboxQuery;
  staff: StaffMember[];
  onChange: (changes: Partial<InboxQuery>, options?: { replace?: boolean }) => void;
}

/**
 * Search box and filters; every change goes to the URL. The choices are native selects (the
 * phone's own picker, no popover to position on every render; ADR 0133).
 */
export function InboxFilters({ query, staff, onChange }: InboxFiltersProps) {
  const [search, setSearch] = useState(query.q ?? '');
  // The URL wins when it changes from outside (back button, a shared link).
  const [urlSearch, setUrlSearch] = useState(query.q);
  if (urlSearch !== query.q) {
    setUrlSearch(query.q);
    setSearch(query.q ?? '');
  }
  useEffect(() => {
    const typed = search.trim() === '' ? undefined : search.trim();
    if (typed === query.q) return undefined;
    const timer = setTimeout(() => onChange({ q: typed }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, query.q, onChange]);

  const assigneeOptions = [
    { value: 'me', label: 'Me' },
    { value: 'unassigned', label: 'Unassigned' },
    ...staff.map((member) => ({ value: member.id, label: member.name || member.email })),
  ];
  const set = (key: keyof InboxQuery) => (value: string | undefined) =>
    onChange({ [key]: value === '' ? undefined : value } as Partial<InboxQuery>);

  return (
    <form role="search" aria-label="Search and filter leads" onSubmit={(event) => event.preventDefault()}>
      <div className={classes.search}>
        <TextField
          label="Search"
          description="Name, e-mail, phone in any format, or reference number"
          placeholder="e.g. Garcia, 416 555 0101, CR-1A2B3C4D"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={100}
        />
      </div>
      <FormGrid columns={4}>
        <TextSelect
          label="Type"
          placeholder="Any type"
          options={TYPE_OPTIONS}
          value={query.type}
          onChange={set('type')}
        />
        <NumberSelect
          label="Product"
          placeholder="Any product"
          options={PRODUCT_OPTIONS}
          value={query.product}
          onChange={(value) => onChange({ product: value })}
        />
        <TextSelect
          label="Status"
          placeholder="Any status"
          options={STATUS_OPTIONS}
          value={query.status}
          onChange={set('status')}
        />
        <TextSelect
          label="Assignee"
          placeholder="Anyone"
          options={assigneeOptions}
          value={query.assignee}
          onChange={set('assignee')}
        />
        <TextSelect
          label="Province"
          placeholder="Any province"
          options={PROVINCE_OPTIONS}
          value={query.province}
          onChange={set('province')}
        />
        <TextField
          label="Received from"
          type="date"
          value={query.from ?? ''}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextField
          label="Received to"
          type="date"
          value={query.to ?? ''}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
        <SelectField
          label="Sort"
          options={SORTS}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as InboxQuery['sort'] })}
        />
      </FormGrid>
      <Toolbar className={classes.filterActions}>
        <CheckboxField
          label="Overdue only"
          checked={query.overdue}
          onChange={(event) => onChange({ overdue: event.currentTarget.checked })}
        />
        <Button
          tone="quiet"
          onClick={() => {
            setSearch('');
            onChange({
              q: undefined,
              type: undefined,
              product: undefined,
              status: undefined,
              assignee: undefined,
              province: undefined,
              from: undefined,
              to: undefined,
              overdue: false,
              sort: '-received',
            });
          }}
        >
          Clear filters
        </Button>
      </Toolbar>
    </form>
  );
}
