import { Badge, Text } from '@mantine/core';
import type { InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { DUE_LABELS } from './inbox-format.ts';

/** The due time, flagged when the 24-hour promise is broken or about to be. */
export function DueBadge({ row }: { row: Pick<InboxRow, 'dueByLabel' | 'dueState'> }) {
  const flagged = row.dueState === 'overdue' || row.dueState === 'due-soon';
  return (
    <div>
      <Text size="sm" c={row.dueState === 'answered' ? 'dimmed' : undefined}>
        {row.dueByLabel}
      </Text>
      {flagged && (
        <Badge color={row.dueState === 'overdue' ? '#9f1239' : '#854d0e'} variant="filled" size="sm">
          {DUE_LABELS[row.dueState]}
        </Badge>
      )}
    </div>
  );
}
