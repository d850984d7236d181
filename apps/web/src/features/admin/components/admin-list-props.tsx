import { useState } from 'react';
import { Button, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PagedList } from '@brokerage/shared/admin/paged-list';
import type { PagedTableColumn } from '#src/components/paged-table.tsx';
import { downloadFile } from '../api/admin-api.ts';
import { dateEastern, productList } from './admin-format.ts';

/** What every admin list passes to PagedTable from its query: the page's rows and its state. */
export function pagedQueryProps<T>(list: UseQueryResult<PagedList<T>>) {
  return {
    rows: list.data?.list ?? [],
    loading: list.isPending,
    totalPages: list.data?.totalPages ?? 1,
  };
}

/** Records named by a person: keyed by their id, labelled by the name. */
export const personRecordProps = {
  rowKey: (r: { recordId: string }) => r.recordId,
  rowLabel: (r: { fullName: string }) => r.fullName,
};

/** Labelled answers in an expanded row. */
export function KeyValueLines({ lines }: { lines: readonly { key: string; value: string }[] }) {
  return lines.map((d) => (
    <Text key={d.key}>
      <strong>{d.key}:</strong> {d.value}
    </Text>
  ));
}

/** The person columns the contact, services and appointment lists open with. */
export function personColumns<
  T extends { fullName: string; email: string; mobile: string; products: number[] },
>(): PagedTableColumn<T>[] {
  return [
    { header: 'Name', cell: (r) => r.fullName },
    { header: 'Email', cell: (r) => r.email },
    { header: 'Mobile Number', cell: (r) => r.mobile },
    { header: 'Interested Products', cell: (r) => productList(r.products) },
  ];
}

/** 'Requested On' in Eastern time. */
export function requestedOnColumn<T extends { requestedOn: string }>(): PagedTableColumn<T> {
  return { header: 'Requested On', cell: (r) => dateEastern(r.requestedOn) };
}

/** The Action column: an Edit button per row, named by the person. */
export function editColumn<T extends { fullName: string }>(onEdit: (row: T) => void): PagedTableColumn<T> {
  return {
    header: 'Action',
    cell: (r) => (
      <Button
        size="xs"
        variant="outline"
        color="navy.8"
        onClick={() => onEdit(r)}
        aria-label={`Edit ${r.fullName}`}
      >
        Edit
      </Button>
    ),
  };
}

/** A list's Excel download: busy while the file is fetched; failures are toasted by the api client. */
export function DownloadButton({ path, label }: { path: string; label: string }) {
  const [downloading, setDownloading] = useState(false);
  async function handleDownload() {
    setDownloading(true);
    try {
      await downloadFile(path);
    } catch {
      // Toasted by the api client.
    } finally {
      setDownloading(false);
    }
  }
  return (
    <Button color="navy.8" onClick={() => void handleDownload()} loading={downloading}>
      {label}
    </Button>
  );
}
