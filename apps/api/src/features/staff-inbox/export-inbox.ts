// GET /api/admin/inbox/export: the current view (filters, search and sort applied) as an Excel
// file, audited with its filters (N25). Streamed row by row in constant memory, and
// bounded: a view of more than EXPORT_MAX_ROWS leads gives its first EXPORT_MAX_ROWS, and the answer
// says so (ADR 0091).

import type { Readable } from 'node:stream';
import { zonedWallClock } from '@brokerage/shared/booking/booking-slots';
import { INBOX_KIND_LABELS } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxQuery } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { streamedWorkbookAnswer } from '../../lib/excel-file.ts';
import { filterOf, orderOf, toInboxRow } from './inbox-view.ts';
import { appliedPlanWords } from '@brokerage/shared/travel-quote/cited-plan-words';
import { insurerDirectory } from '../insurers/insurer-directory.ts';
import {
  countInboxRows,
  insertAudit,
  selectAppliedPlans,
  selectInboxBatches,
} from './staff-inbox.repository.ts';

/** Rows per export: Excel opens it comfortably, and it takes seconds, not minutes, to write. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1_000;
export const INBOX_EXPORTED = 'Inbox view downloaded';
export const exportLimitedMessage = (limit: number) =>
  `Inbox view downloaded: its first ${limit.toLocaleString('en-CA')} leads only, the most one export holds. Narrow the filters to download the rest.`;

const TIME_FORMAT = 'yyyy-mm-dd hh:mm';

const COLUMNS = [
  { header: 'Reference' },
  { header: 'Type' },
  { header: 'Product' },
  { header: 'First name' },
  { header: 'Last name' },
  { header: 'E-mail' },
  { header: 'Phone' },
  { header: 'Province' },
  { header: 'Received (Toronto)', numFmt: TIME_FORMAT },
  { header: 'Due by (Toronto)', numFmt: TIME_FORMAT },
  { header: 'Status' },
  { header: 'Assignee' },
  // The plan and premium an application names (ADR 0088).
  { header: 'Plan and premium' },
];

/** Toronto wall clocks as real Excel dates; the offset looked up once per quarter hour of the export. */
function torontoCells(): (iso: string) => Date {
  const offsets = new Map<number, number>();
  const QUARTER_HOUR = 900_000;
  return (iso) => {
    const instant = new Date(iso);
    const bucket = Math.floor(instant.getTime() / QUARTER_HOUR);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      offset = zonedWallClock(instant).getTime() - instant.getTime();
      offsets.set(bucket, offset);
    }
    return new Date(instant.getTime() + offset);
  };
}

export async function exportInbox(
  db: Db,
  query: InboxQuery,
  actorId: string,
  now = new Date(),
  limit = EXPORT_MAX_ROWS,
): Promise<{ body: Readable; rows: number; limited: boolean }> {
  const filter = filterOf(query, actorId, now);
  const order = orderOf(query.sort);
  const matches = await countInboxRows(db, filter, limit);
  const rows = Math.min(matches, limit);
  const limited = matches > limit;
  const { page: _page, ...filters } = query;
  await insertAudit(db, {
    actorId,
    action: 'export.inbox',
    details: { filters, rows, ...(limited ? { limitedTo: limit } : {}) },
  });
  const toronto = torontoCells();
  const { names } = await insurerDirectory(db);
  async function* cells() {
    for await (const batch of selectInboxBatches(db, filter, order, { limit, batch: EXPORT_BATCH })) {
      const plans = await selectAppliedPlans(db, batch);
      yield batch.map((item) => {
        const plan = plans.get(item.sourceId);
        const row = toInboxRow(item, now);
        return [
          row.reference,
          INBOX_KIND_LABELS[row.kind],
          row.productName ?? '',
          row.firstName,
          row.lastName,
          row.email,
          row.phone,
          row.province ?? '',
          toronto(row.receivedAt),
          toronto(row.dueBy),
          row.status,
          row.assigneeName ?? '',
          (plan && appliedPlanWords(plan, names)) ?? '',
        ];
      });
    }
  }
  const body = streamedWorkbookAnswer(
    {
      message: limited ? exportLimitedMessage(limit) : INBOX_EXPORTED,
      fileName: `inbox-${now.toISOString().slice(0, 10)}.xlsx`,
      sheetName: 'Inbox',
      columns: COLUMNS,
    },
    cells(),
  );
  return { body, rows, limited };
}
