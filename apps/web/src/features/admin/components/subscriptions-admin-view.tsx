import { useState } from 'react';
import { Button } from '@mantine/core';
import type { NewsletterRecord } from '@brokerage/shared/newsletter/newsletter-schemas';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { downloadFile, useSubscriptionList } from '../api/admin-api.ts';
import { dateEastern, timeEastern } from './admin-format.ts';
import { pagedQueryProps } from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';

/** `/newsletters/subscriptions/list` (platform spec section 2; consent fields per N23). */
export function SubscriptionsAdminView() {
  const [page, setPage] = useState(1);
  const list = useSubscriptionList(page);
  const [downloading, setDownloading] = useState(false);

  const columns: PagedTableColumn<NewsletterRecord>[] = [
    { header: 'Email', cell: (r) => r.email },
    {
      header: 'Subscription Date',
      cell: (r) => `${dateEastern(r.subscriptionDate)} ${timeEastern(r.subscriptionDate)}`,
    },
    { header: 'Consent Source', cell: (r) => r.consentSource },
    { header: 'Consent Wording', cell: (r) => r.consentVersion },
    {
      header: 'Status',
      cell: (r) =>
        r.unsubscribedAt === null ? 'Subscribed' : `Unsubscribed ${dateEastern(r.unsubscribedAt)}`,
    },
  ];

  async function handleDownload() {
    setDownloading(true);
    try {
      await downloadFile('newsletters/download');
    } catch {
      // Toasted by the api client.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AdminPage
      title="Newsletter Subscriptions"
      actions={
        <Button color="navy.8" onClick={() => void handleDownload()} loading={downloading}>
          Download (Excel)
        </Button>
      }
    >
      <PagedTable
        caption="Newsletter subscriptions"
        columns={columns}
        {...pagedQueryProps(list)}
        rowKey={(r) => r.email}
        page={page}
        onPageChange={setPage}
        emptyText="No subscriptions yet."
      />
    </AdminPage>
  );
}
