import { useState } from 'react';
import type { NewsletterRecord } from '@brokerage/shared/newsletter/newsletter-schemas';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { useSubscriptionList } from '../api/admin-api.ts';
import { dateEastern, timeEastern } from './admin-format.ts';
import { DownloadButton, pagedQueryProps } from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';

/** `/newsletters/subscriptions/list` (platform spec section 2; consent fields per N23). */
export function SubscriptionsAdminView() {
  const [page, setPage] = useState(1);
  const list = useSubscriptionList(page);

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

  return (
    <AdminPage
      title="Newsletter Subscriptions"
      actions={<DownloadButton path="newsletters/download" label="Download (Excel)" />}
    >
      <PagedTable
        caption="Newsletter subscriptions"
        columns={columns}
        {...pagedQueryProps(list)}
        rowKey={(r) => `${r.email} ${r.subscriptionDate}`}
        page={page}
        onPageChange={setPage}
        emptyText="No subscriptions yet."
      />
    </AdminPage>
  );
}
