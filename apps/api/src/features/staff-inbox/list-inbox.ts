// GET /api/admin/inbox: one page of the inbox view.

import { INBOX_COUNT_CAP, INBOX_PAGE_SIZE } from '@brokerage/shared/staff-inbox/inbox-options';
import type { InboxPage, InboxQuery } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { Db } from '../../db/client.ts';
import { filterOf, orderOf, toInboxRow } from './inbox-view.ts';
import { selectInboxPage } from './staff-inbox.repository.ts';

export async function listInbox(
  db: Db,
  query: InboxQuery,
  userId: string,
  now = new Date(),
): Promise<InboxPage> {
  const { rows, total } = await selectInboxPage(db, filterOf(query, userId, now), orderOf(query.sort), {
    skip: (query.page - 1) * INBOX_PAGE_SIZE,
    limit: INBOX_PAGE_SIZE,
    countCap: INBOX_COUNT_CAP,
  });
  const listed = Math.min(total, INBOX_COUNT_CAP);
  return {
    rows: rows.map((row) => toInboxRow(row, now)),
    total: listed,
    totalCapped: total > INBOX_COUNT_CAP,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(listed / INBOX_PAGE_SIZE)),
  };
}
