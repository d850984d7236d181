import { useState } from 'react';
import { Text } from '@mantine/core';
import type { ApplicationRecord } from '@brokerage/shared/admin/applications';
import { PagedTable, type PagedTableColumn } from '#src/components/paged-table.tsx';
import { useApplicationList } from '../api/admin-api.ts';
import { dateEastern, productList, timeEastern } from './admin-format.ts';
import { KeyValueLines, pagedQueryProps, personRecordProps } from './admin-list-props.tsx';
import { AdminPage } from './admin-page.tsx';

const COLUMNS: PagedTableColumn<ApplicationRecord>[] = [
  { header: 'Name', cell: (r) => r.fullName },
  { header: 'Product', cell: (r) => productList([r.product]) },
  { header: 'Type', cell: (r) => (r.kind === 'life' ? 'Life' : 'Travel') },
  { header: 'Email', cell: (r) => r.email },
  { header: 'Phone', cell: (r) => r.phone },
  { header: 'Submitted On', cell: (r) => dateEastern(r.submittedOn) },
  { header: 'Time', cell: (r) => timeEastern(r.submittedOn) },
];

/** `/admin/applications` (N13): life and travel applications, newest first. */
export function ApplicationsAdminView() {
  const [page, setPage] = useState(1);
  const list = useApplicationList(page);
  return (
    <AdminPage title="Applications">
      <PagedTable
        caption="Life and travel applications"
        columns={COLUMNS}
        {...pagedQueryProps(list)}
        {...personRecordProps}
        page={page}
        onPageChange={setPage}
        emptyText="No applications yet."
        renderExpanded={(r) => (
          <div>
            {r.plan !== '' && (
              <Text mb="xs">
                <strong>Plan:</strong> {r.plan}
              </Text>
            )}
            <KeyValueLines lines={r.details} />
          </div>
        )}
      />
    </AdminPage>
  );
}
