import { useState } from 'react';
import { Badge, Button, SegmentedControl, Text } from '@mantine/core';
import { MAIL_STATUS_LABELS } from '@brokerage/shared/admin/mail-outbox';
import type { MailOutboxStatus, MailRecord } from '@brokerage/shared/admin/mail-outbox';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { useMailOutbox, useMailRetry } from '../api/admin-api.ts';
import { dateEastern, timeEastern } from './admin-format.ts';
import { pagedQueryProps } from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';
import classes from './admin.module.css';

// Dark shades keep white text at 7:1 or more (N24), like the status badges.
const STATUS_COLORS: Record<MailOutboxStatus, string> = {
  pending: '#9a3412',
  sent: '#166534',
  failed: '#991b1b',
};

const when = (iso: string) => `${dateEastern(iso)} ${timeEastern(iso)}`;

/** `/admin/mail`: the outbox, queued, sent and failed, each failure's error, and Retry. */
export function MailOutboxAdminView() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | MailOutboxStatus>('all');
  const status = filter === 'all' ? undefined : filter;
  const list = useMailOutbox(page, status);
  const retry = useMailRetry();
  const counts = list.data?.counts;

  const columns: PagedTableColumn<MailRecord>[] = [
    { header: 'Queued', cell: (m) => when(m.createdAt) },
    { header: 'To', cell: (m) => m.to },
    { header: 'Subject', cell: (m) => m.subject },
    {
      header: 'Status',
      cell: (m) => (
        <Badge color={STATUS_COLORS[m.status]} variant="filled" className={classes.wholeBadge}>
          {MAIL_STATUS_LABELS[m.status]}
        </Badge>
      ),
    },
    {
      header: 'Delivery',
      cell: (m) =>
        m.status === 'sent' && m.sentAt !== null ? (
          `Sent ${when(m.sentAt)}`
        ) : (
          <>
            <Text size="sm">
              {m.attempts === 0 ? 'Not tried yet' : `${m.attempts} attempt${m.attempts === 1 ? '' : 's'}`}
              {m.status === 'pending' && m.attempts > 0 ? `, next ${when(m.nextAttemptAt)}` : ''}
            </Text>
            {m.lastError === null ? null : (
              <Text size="sm" c="red.9">
                Error: {m.lastError}
              </Text>
            )}
          </>
        ),
    },
    {
      header: 'Action',
      cell: (m) =>
        m.status === 'sent' ? null : (
          <Button
            size="xs"
            color="navy.8"
            variant="outline"
            aria-label={`Retry the mail "${m.subject}" to ${m.to}`}
            loading={retry.isPending && retry.variables === m.id}
            onClick={() => retry.mutate(m.id)}
          >
            Retry
          </Button>
        ),
    },
  ];

  return (
    <AdminPage title="Mail Outbox">
      <SegmentedControl
        mb="md"
        aria-label="Show mails"
        value={filter}
        onChange={(value) => {
          setFilter(value as typeof filter);
          setPage(1);
        }}
        data={[
          { value: 'all', label: 'All' },
          { value: 'pending', label: `Queued${counts ? ` (${counts.pending})` : ''}` },
          { value: 'sent', label: `Sent${counts ? ` (${counts.sent})` : ''}` },
          { value: 'failed', label: `Failed${counts ? ` (${counts.failed})` : ''}` },
        ]}
      />
      <PagedTable
        caption="Mail outbox, newest first"
        columns={columns}
        {...pagedQueryProps(list)}
        rowKey={(m) => m.id}
        page={page}
        onPageChange={setPage}
        emptyText="No mail here."
      />
    </AdminPage>
  );
}
