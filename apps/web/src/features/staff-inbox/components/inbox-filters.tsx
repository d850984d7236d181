import { useEffect, useState } from 'react';
import { Button, Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { PRODUCTS } from '@brokerage/shared/catalogue/products';
import { SERVED_PROVINCES, provinceName } from '@brokerage/shared/catalogue/provinces';
import { INBOX_KINDS, INBOX_KIND_LABELS, INBOX_STATUSES } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { InboxQuery, StaffMember } from '@brokerage/shared/staff-inbox/inbox-schemas';

const SORTS = [
  { value: '-received', label: 'Newest first' },
  { value: 'received', label: 'Oldest first' },
  { value: 'due', label: 'Due soonest' },
  { value: 'name', label: 'Name A to Z' },
  { value: '-name', label: 'Name Z to A' },
];

const TYPE_OPTIONS = INBOX_KINDS.map((kind) => ({ value: kind, label: INBOX_KIND_LABELS[kind] }));
const PRODUCT_OPTIONS = PRODUCTS.map((p) => ({ value: String(p.value), label: p.name }));
const STATUS_OPTIONS = INBOX_STATUSES.map((status) => ({ value: status, label: status }));
const PROVINCE_OPTIONS = SERVED_PROVINCES.map((code) => ({ value: code, label: provinceName(code) ?? code }));

export interface InboxFiltersProps {
  query: InboxQuery;
  staff: StaffMember[];
  onChange: (changes: Partial<InboxQuery>, options?: { replace?: boolean }) => void;
}

/** Search box and filters; every change goes to the URL. */
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
  const set = (key: keyof InboxQuery) => (value: string | null) =>
    onChange({ [key]: value === null || value === '' ? undefined : value } as Partial<InboxQuery>);

  return (
    <form role="search" aria-label="Search and filter leads" onSubmit={(event) => event.preventDefault()}>
      <TextInput
        label="Search"
        description="Name, e-mail, phone in any format, or reference number"
        placeholder="e.g. Garcia, 416 555 0101, CR-1A2B3C4D"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={100}
        mb="sm"
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Select
          label="Type"
          placeholder="Any type"
          data={TYPE_OPTIONS}
          value={query.type ?? null}
          onChange={set('type')}
          clearable
        />
        <Select
          label="Product"
          placeholder="Any product"
          data={PRODUCT_OPTIONS}
          value={query.product === undefined ? null : String(query.product)}
          onChange={(value) => onChange({ product: value === null ? undefined : Number(value) })}
          clearable
          searchable
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={STATUS_OPTIONS}
          value={query.status ?? null}
          onChange={set('status')}
          clearable
        />
        <Select
          label="Assignee"
          placeholder="Anyone"
          data={assigneeOptions}
          value={query.assignee ?? null}
          onChange={set('assignee')}
          clearable
        />
        <Select
          label="Province"
          placeholder="Any province"
          data={PROVINCE_OPTIONS}
          value={query.province ?? null}
          onChange={set('province')}
          clearable
        />
        <TextInput
          label="Received from"
          type="date"
          value={query.from ?? ''}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          label="Received to"
          type="date"
          value={query.to ?? ''}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
        <Select
          label="Sort"
          data={SORTS}
          value={query.sort}
          onChange={(value) => onChange({ sort: (value ?? '-received') as InboxQuery['sort'] })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group mt="sm" justify="space-between">
        <Checkbox
          label="Overdue only"
          checked={query.overdue}
          onChange={(event) => onChange({ overdue: event.currentTarget.checked })}
        />
        <Button
          variant="subtle"
          color="navy.8"
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
      </Group>
    </form>
  );
}
