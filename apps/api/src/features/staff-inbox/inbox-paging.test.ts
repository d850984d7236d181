// Inbox pages by keyset (ADR 0091): page N starts right after the last lead of page N - 1 in the
// view's order, ties included, for every sort; and the streamed export stops at its row limit and
// says so.

import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InboxPage } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { INBOX_PAGE_SIZE } from '@brokerage/shared/staff-inbox/inbox-options';
import { auditLog } from '../../db/schema/contact.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { call } from '../admin/admin-test-helpers.ts';
import { exportInbox, exportLimitedMessage } from './export-inbox.ts';
import { inboxQuerySchema } from '@brokerage/shared/staff-inbox/inbox-schemas';
import { seedDemoInbox, staffTokens } from './staff-test-helpers.ts';
import type { StaffTokens } from './staff-test-helpers.ts';

const t = useTestApp();
let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens(t.app, t.db);
  await seedDemoInbox(t.db, 1_600);
  // Ties: 60 leads received at the same instant, so only the id tells them apart.
  await t.db.execute(sql`update inbox_items set received_at = '2026-11-20T15:00:00.123456Z'
    where id in (select id from inbox_items order by id limit 60)`);
}, 120_000);

const ORDER_SQL = {
  '-received': sql`received_at desc, id desc`,
  received: sql`received_at, id`,
  name: sql`last_name, first_name, id`,
  '-name': sql`last_name desc, first_name desc, id desc`,
};

async function ids(query: string): Promise<string[]> {
  const all: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call(t.app, 'GET', `/api/admin/inbox?${query}&page=${page}`, {
      token: tokens.advisor,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = (response.json() as { data: InboxPage }).data;
    all.push(...data.rows.map((row) => row.id));
    if (page >= data.totalPages) return all;
  }
}

describe('inbox pages by keyset', () => {
  it('lists every lead once, in order, across the pages of each sort and of a filtered view', async () => {
    for (const [sort, orderSql] of Object.entries(ORDER_SQL)) {
      for (const [query, where] of [
        ['', sql`true`],
        ['province=ON', sql`province = 'ON'`],
      ] as const) {
        const expected = (
          (await t.db.execute(
            sql`select id from inbox_items where ${where} order by ${orderSql}`,
          )) as unknown as { rows: { id: string }[] }
        ).rows.map((row) => row.id);
        expect(expected.length).toBeGreaterThan(INBOX_PAGE_SIZE * 3);
        expect(await ids(`sort=${sort}&${query}`), `${sort} ${query}`).toEqual(expected);
      }
    }
  }, 120_000);

  it('answers a page past the last with no rows', async () => {
    const response = await call(t.app, 'GET', '/api/admin/inbox?province=AB&page=150', {
      token: tokens.advisor,
    });
    expect((response.json() as { data: InboxPage }).data.rows).toEqual([]);
  });
});

describe('streamed export', () => {
  it('stops at its row limit, says so, and keeps the view order across batches', async () => {
    const query = inboxQuerySchema().parse({ sort: 'name' });
    const limit = 1_200;
    const { body } = await exportInbox(t.db, query, tokens.adminId, new Date(), limit);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
    const answer = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      message: string;
      data: { file: string; fileName: string };
    };
    expect(answer.message).toBe(exportLimitedMessage(limit));
    expect(answer.message).toContain('first 1,200 leads only');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(answer.data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Inbox');
    expect(sheet?.rowCount).toBe(limit + 1);
    const expected = (
      (await t.db.execute(
        sql`select reference from inbox_items order by ${ORDER_SQL.name} limit ${limit}`,
      )) as unknown as { rows: { reference: string }[] }
    ).rows.map((row) => row.reference);
    const exported: string[] = [];
    sheet?.eachRow((row, n) => {
      if (n > 1) exported.push(String(row.getCell(1).value));
    });
    expect(exported).toEqual(expected);
    const audits = await t.db.select().from(auditLog);
    expect(audits.find((a) => a.action === 'export.inbox')?.details).toMatchObject({
      rows: limit,
      limitedTo: limit,
    });
  }, 120_000);
});
