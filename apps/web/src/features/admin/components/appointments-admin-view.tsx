import { useState } from 'react';
import { Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
// The date pickers' styles load with them, not with every page (30 KB less CSS in the shell).
import '@mantine/dates/styles.layer.css';
import type { AppointmentRecord } from '@brokerage/shared/contact/contact-schemas';
import { todayInZone } from '@brokerage/shared/dates/civil-date';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { updateAppointmentStatus, useAppointmentList, useReplaceRecord } from '../api/admin-api.ts';
import { timeEastern, timeUtc } from './admin-format.ts';
import {
  editColumn,
  pagedQueryProps,
  personColumns,
  personRecordProps,
  requestedOnColumn,
} from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';
import { NotesHistory } from './notes-history.tsx';
import { ShortText } from './short-text.tsx';
import { StatusBadge } from '#src/components/ui/design-parts.tsx';
import { StatusEditModal } from './status-edit-modal.tsx';

/** `/admin/appointments` (platform spec section 2; N15: UTC as the spec asks, and Eastern). */
export function AppointmentsAdminView() {
  const [date, setDate] = useState(() => todayInZone(new Date()));
  const [page, setPage] = useState(1);
  const list = useAppointmentList(date, page);
  const replace = useReplaceRecord<AppointmentRecord>('appointments');
  const [editing, setEditing] = useState<AppointmentRecord | null>(null);

  const columns: PagedTableColumn<AppointmentRecord>[] = [
    ...personColumns<AppointmentRecord>(),
    { header: 'Time (UTC)', cell: (r) => timeUtc(r.scheduledOn) },
    { header: 'Time (Eastern)', cell: (r) => timeEastern(r.scheduledOn) },
    requestedOnColumn(),
    { header: 'Message', cell: (r) => <ShortText text={r.message} /> },
    { header: 'Admin Notes', cell: (r) => <ShortText text={r.notes.at(-1)?.note ?? ''} /> },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    editColumn<AppointmentRecord>(setEditing),
  ];

  return (
    <AdminPage title="Appointments">
      <DatePickerInput
        label="Date"
        value={date}
        onChange={(value) => {
          if (value === null) return;
          setDate(value);
          setPage(1);
        }}
        valueFormat="D MMMM YYYY"
        w={240}
        mb="md"
        popoverProps={{ withinPortal: true }}
        weekendDays={[]}
        ariaLabels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
      />
      <PagedTable
        caption={`Appointments on ${date}`}
        columns={columns}
        {...pagedQueryProps(list)}
        {...personRecordProps}
        page={page}
        onPageChange={setPage}
        emptyText="No appointments on this date."
        renderExpanded={(r) => (
          <div>
            <Text mb="xs">{r.message || 'No message.'}</Text>
            <NotesHistory notes={r.notes} />
          </div>
        )}
      />
      {editing !== null ? (
        <StatusEditModal
          title={`Update ${editing.fullName}`}
          initialStatus={editing.status}
          onClose={() => setEditing(null)}
          onSave={async (update) => {
            const answer = await updateAppointmentStatus(editing.recordId, update);
            if (answer.data) replace(answer.data);
          }}
        />
      ) : null}
    </AdminPage>
  );
}
