import type { InboxRow } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { DUE_LABELS } from './inbox-format.ts';
import classes from './inbox.module.css';

/** The due time, flagged when the 24-hour promise is broken or about to be. */
export function DueBadge({ row }: { row: Pick<InboxRow, 'dueByLabel' | 'dueState'> }) {
  const flagged = row.dueState === 'overdue' || row.dueState === 'due-soon';
  return (
    <div>
      <p className={classes.dueTime} data-answered={row.dueState === 'answered' || undefined}>
        {row.dueByLabel}
      </p>
      {flagged && (
        <span className={classes.due} data-state={row.dueState}>
          {DUE_LABELS[row.dueState]}
        </span>
      )}
    </div>
  );
}
