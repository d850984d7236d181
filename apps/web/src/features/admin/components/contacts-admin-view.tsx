import { useState } from 'react';
import { Button, Drawer, Loader, Text, Title } from '@mantine/core';
import type { ContactRecord } from '@brokerage/shared/contact/contact-schemas';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import {
  updateContactStatus,
  useAdditionalInfo,
  useContactList,
  useReplaceRecord,
} from '../api/admin-api.ts';
import { timeEastern } from './admin-format.ts';
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
import classes from './admin.module.css';

/** `/admin/contacts` (platform spec section 2): paged, expandable rows, edit popup, details panel. */
export function ContactsAdminView() {
  const [page, setPage] = useState(1);
  const list = useContactList(page);
  const replace = useReplaceRecord<ContactRecord>('contacts');
  const [editing, setEditing] = useState<ContactRecord | null>(null);
  const [infoFor, setInfoFor] = useState<ContactRecord | null>(null);
  const info = useAdditionalInfo(infoFor?.recordId ?? null);

  const columns: PagedTableColumn<ContactRecord>[] = [
    ...personColumns<ContactRecord>(),
    requestedOnColumn(),
    { header: 'Time', cell: (r) => timeEastern(r.requestedOn) },
    { header: 'Message', cell: (r) => <ShortText text={r.message} /> },
    { header: 'Admin Notes', cell: (r) => <ShortText text={r.notes.at(-1)?.note ?? ''} /> },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
    editColumn<ContactRecord>(setEditing),
  ];

  return (
    <AdminPage title="Contact Inquiries">
      <PagedTable
        caption="Contact inquiries"
        columns={columns}
        {...pagedQueryProps(list)}
        {...personRecordProps}
        page={page}
        onPageChange={setPage}
        emptyText="No contact requests yet."
        renderExpanded={(r) => (
          <div className={classes.details}>
            <div>
              <Title order={3} size="h5" mb="xs">
                Message
              </Title>
              <Text>{r.message || 'No message.'}</Text>
              {r.hasMoreInfo ? (
                <Button size="xs" variant="subtle" color="navy.8" mt="sm" onClick={() => setInfoFor(r)}>
                  Additional details
                </Button>
              ) : null}
            </div>
            <div>
              <Title order={3} size="h5" mb="xs">
                Admin Notes
              </Title>
              <NotesHistory notes={r.notes} />
            </div>
          </div>
        )}
      />
      {editing !== null ? (
        <StatusEditModal
          title={`Update ${editing.fullName}`}
          initialStatus={editing.status}
          onClose={() => setEditing(null)}
          onSave={async (update) => {
            const answer = await updateContactStatus(editing.recordId, update);
            if (answer.data) replace(answer.data);
          }}
        />
      ) : null}
      <Drawer
        opened={infoFor !== null}
        onClose={() => setInfoFor(null)}
        position="right"
        title={infoFor === null ? 'Additional details' : `Additional details: ${infoFor.fullName}`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {info.isPending ? (
          <Loader size="sm" aria-label="Loading details" />
        ) : (
          <dl className={classes.pairs}>
            {(info.data ?? []).map((pair) => (
              <div key={pair.key} style={{ display: 'contents' }}>
                <dt>{pair.key}</dt>
                <dd>{pair.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Drawer>
    </AdminPage>
  );
}
