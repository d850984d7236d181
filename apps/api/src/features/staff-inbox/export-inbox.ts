// GET /api/admin/inbox/export: the current view (filters, search and sort applied) as an Excel
// file, audited with its filters (N25; issue 16). Bounded so one click cannot build a huge file.

import ExcelJS from 'exceljs';
import { INBOX_KIND_LABELS } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { InboxQuery } from '@brokerage/shared/staff-inbox/inbox-schemas';
import type { FileDownload } from '@brokerage/shared/admin/paged-list';
import type { Db } from '../../db/client.ts';
import { filterOf, orderOf, toInboxRow, torontoTime } from './inbox-view.ts';
import { inTransaction } from '../../db/transaction.ts';
import { insertAudit, selectInboxRows } from './staff-inbox.repository.ts';

export const EXPORT_MAX_ROWS = 10_000;
export const INBOX_EXPORTED = 'Inbox view downloaded';

export async function exportInbox(
  db: Db,
  query: InboxQuery,
  actorId: string,
  now = new Date(),
): Promise<FileDownload & { message: string }> {
  return inTransaction(db, async (tx) => {
    const rows = await selectInboxRows(
      tx,
      filterOf(query, actorId, now),
      orderOf(query.sort),
      EXPORT_MAX_ROWS,
    );
    const workbook = new ExcelJS.Workbook();
    workbook.created = now;
    const sheet = workbook.addWorksheet('Inbox');
    const columns = [
      'Reference',
      'Type',
      'Product',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Province',
      'Received (Toronto)',
      'Due by (Toronto)',
      'Status',
      'Assignee',
    ];
    sheet.columns = columns.map((header) => ({ header, width: Math.max(14, header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    for (const item of rows) {
      const row = toInboxRow(item, now);
      sheet.addRow([
        row.reference,
        INBOX_KIND_LABELS[row.kind],
        row.productName ?? '',
        row.firstName,
        row.lastName,
        row.email,
        row.phone,
        row.province ?? '',
        torontoTime(row.receivedAt),
        torontoTime(row.dueBy),
        row.status,
        row.assigneeName ?? '',
      ]);
    }
    const { page: _page, ...filters } = query;
    await insertAudit(tx, { actorId, action: 'export.inbox', details: { filters, rows: rows.length } });
    const buffer = await workbook.xlsx.writeBuffer();
    const date = now.toISOString().slice(0, 10);
    return {
      file: Buffer.from(buffer).toString('base64'),
      fileName: `inbox-${date}.xlsx`,
      message: INBOX_EXPORTED,
    };
  });
}
