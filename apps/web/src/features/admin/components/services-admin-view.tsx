import { useState } from 'react';
import { Text } from '@mantine/core';
import type { ServiceInquiryRecord } from '@brokerage/shared/contact/contact-schemas';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { useServiceInquiryList } from '../api/admin-api.ts';
import { timeEastern } from './admin-format.ts';
import {
  DownloadButton,
  KeyValueLines,
  pagedQueryProps,
  personColumns,
  personRecordProps,
  requestedOnColumn,
} from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';
import { StatusBadge } from '#src/components/ui/design-parts.tsx';

/** `/services/list` (platform spec section 2): leads from the lead forms, with the Excel download. */
export function ServicesAdminView() {
  const [page, setPage] = useState(1);
  const list = useServiceInquiryList(page);

  const columns: PagedTableColumn<ServiceInquiryRecord>[] = [
    ...personColumns<ServiceInquiryRecord>(),
    requestedOnColumn(),
    { header: 'Time', cell: (r) => timeEastern(r.requestedOn) },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  ];

  return (
    <AdminPage
      title="Services Inquiries"
      actions={
        <DownloadButton path="contact/home-and-auto/download" label="Download home and auto (Excel)" />
      }
    >
      <PagedTable
        caption="Services inquiries"
        columns={columns}
        {...pagedQueryProps(list)}
        {...personRecordProps}
        page={page}
        onPageChange={setPage}
        emptyText="No services inquiries yet."
        renderExpanded={(r) => (
          <div>
            <Text mb="xs">{r.message || 'No message.'}</Text>
            <KeyValueLines lines={r.details} />
          </div>
        )}
      />
    </AdminPage>
  );
}
