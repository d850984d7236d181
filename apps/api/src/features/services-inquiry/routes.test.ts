import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';
import { createServiceInquiry } from './create-service-inquiry.ts';

const t = useTestApp();
let tokens: Tokens;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
  const lead = { firstName: 'Lee', lastName: 'Park', mobile: '416-555-0198' };
  await createServiceInquiry(
    t.db,
    { ...lead, product: 18, email: 'home@example.com' },
    { staffEmail: 'staff@example.com' },
  );
  await createServiceInquiry(
    t.db,
    { ...lead, product: 19, email: 'auto@example.com', details: [{ key: 'Applying for', value: 'Renewal' }] },
    { staffEmail: 'staff@example.com' },
  );
  await createServiceInquiry(
    t.db,
    { ...lead, product: 21, email: 'invest@example.com' },
    { staffEmail: 'staff@example.com' },
  );
});

describe('services inquiries', () => {
  it('createServiceInquiry acknowledges the lead and notifies staff', async () => {
    const mails = await listOutbox(t.db);
    expect(mails.some((m) => m.toAddress === 'auto@example.com')).toBe(true);
    const staff = mails.find(
      (m) => m.toAddress === 'staff@example.com' && m.textBody.includes('auto@example.com'),
    );
    expect(staff?.textBody).toContain('Applying for: Renewal');
  });

  it('lists every lead newest first for the admin', async () => {
    const response = await call(t.app, 'GET', '/api/contact/services/list/1', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const data = (
      response.json() as { data: { list: { email: string; products: number[] }[]; totalPages: number } }
    ).data;
    expect(data.totalPages).toBe(1);
    expect(data.list.map((r) => r.email)).toEqual([
      'invest@example.com',
      'auto@example.com',
      'home@example.com',
    ]);
    expect(data.list[1]).toMatchObject({ products: [19], fullName: 'Lee Park', status: 'Pending' });
  });

  it('exports home and auto inquiries only, as an Excel file with the expected columns', async () => {
    const response = await call(t.app, 'GET', '/api/contact/home-and-auto/download', { token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { message: string; data: { file: string; fileName: string } };
    expect(body.message).toBe('Home and auto inquiries downloaded');
    expect(body.data.fileName).toMatch(/^home-and-auto-inquiries-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(body.data.file, 'base64') as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Requested On (UTC)',
      'Product',
      'First Name',
      'Last Name',
      'Email',
      'Mobile Number',
      'Details',
      'Status',
    ]);
    expect(rows.slice(1).map((r) => [r[1], r[4], r[6]])).toEqual([
      ['Home and Tenant', 'home@example.com', ''],
      ['Auto', 'auto@example.com', 'Applying for: Renewal'],
    ]);
  });
});
