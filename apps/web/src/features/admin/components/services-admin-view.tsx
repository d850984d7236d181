import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { ServiceInquiryRecord } from '@brokerage/shared/contact/contact-schemas';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { downloadFile, useServiceInquiryList } from '../api/admin-api.ts';
import { dateEastern, productList, timeEastern } from './admin-format.ts';
import { KeyValueLines, pagedQueryProps, personRecordProps } from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';
import { StatusBadge } from './status-badge.tsx';

/** `/services/list` (platform spec section 2): leads from the lead forms, with the Excel download. */
export function ServicesAdminView() {
  const [page, setPage] = useState(1);
  const list = useServiceInquiryList(page);
  const [downloading, setDownloading] = useState(false);

  const columns: PagedTableColumn<ServiceInquiryRecord>[] = [
    { header: 'Name', cell: (r) => r.fullName },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Mobile Number', cell: (r) => r.mobile },
    { header: 'Interested Products', cell: (r) => productList(r.products) },
    { header: 'Requested On', cell: (r) => dateEastern(r.requestedOn) },
    { header: 'Time', cell: (r) => timeEastern(r.requestedOn) },
    { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
  ];

  async function handleDownload() {
    setDownloading(true);
    try {
      await downloadFile('contact/home-and-auto/download');
    } catch {
      // Toasted by the api client.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AdminPage
      title="Services Inquiries"
      actions={
        <Button color="navy.8" onClick={() => void handleDownload()} loading={downloading}>
          Download home and auto (Excel)
        </Button>
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
