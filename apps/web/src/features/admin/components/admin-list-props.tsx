import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PagedList } from '@brokerage/shared/admin/paged-list';

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
