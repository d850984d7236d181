import { beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_THANK_YOU } from '@brokerage/shared/contact/contact-schemas';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from '../admin/admin-test-helpers.ts';
import type { Tokens } from '../admin/admin-test-helpers.ts';
import { listOutbox } from '../mail/enqueue-mail.ts';

const t = useTestApp({ env: { STAFF_EMAIL: 'staff@example.com' } });
let tokens: Tokens;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
});

const validContact = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Zoë',
  lastName: "O'Brien",
  email: 'Zoe.Contact@Example.com',
  mobile: '4165550198',
  products: [2, 1, 2],
  message: 'Please call after 5 pm',
  page: '/',
  ...overrides,
});

describe('POST /api/contact', () => {
  it('stores the request, thanks the visitor, and mails the customer and staff', async () => {
    const response = await call(t.app, 'POST', '/api/contact', { payload: validContact() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: CONTACT_THANK_YOU,
      data: { recordId: expect.any(String) },
    });
    const mails = await listOutbox(t.db);
    expect(
      mails.some(
        (m) => m.toAddress === 'zoe.contact@example.com' && m.textBody.includes('Whole Life, Term Life'),
      ),
    ).toBe(true);
    const staff = mails.find(
      (m) => m.toAddress === 'staff@example.com' && m.subject === 'New contact request',
    );
    expect(staff?.textBody).toContain('Mobile: 416-555-0198');
  });

  it('accepts the spec path with a trailing slash and no message', async () => {
    const { message: _m, ...withoutMessage } = validContact({ email: 'no.message@example.com' });
    const response = await call(t.app, 'POST', '/api/contact/', { payload: withoutMessage });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['firstName', { firstName: 'Jo hn' }, 'First name is not valid'],
    ['lastName', { lastName: '' }, 'Last name is not valid'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['mobile', { mobile: '123' }, 'Please enter a valid phone number'],
    ['products', { products: [] }, 'Please select at least one product'],
    ['products', { products: [31] }, 'Please choose products from the list we offer'],
    ['products', { products: [99] }, 'Please choose products from the list we offer'],
  ])('refuses a bad %s with its message', async (field, overrides, message) => {
    const response = await call(t.app, 'POST', '/api/contact', { payload: validContact(overrides) });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fieldErrors: Record<string, string> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.entries(body.fieldErrors).find(([key]) => key.startsWith(field))?.[1]).toBe(message);
  });
});

describe('admin contacts', () => {
  it('lists requests with their fields, works one through statuses with notes, and shows additional info', async () => {
    const created = await call(t.app, 'POST', '/api/contact', {
      payload: validContact({ email: 'worked@example.com', firstName: 'Ada', lastName: 'Lovelace' }),
    });
    const id = (created.json() as { data: { recordId: string } }).data.recordId;

    const list = await call(t.app, 'GET', '/api/contact/list/1', { token: tokens.admin });
    expect(list.statusCode).toBe(200);
    const data = (list.json() as { data: { list: { recordId: string }[]; totalPages: number } }).data;
    expect(data.totalPages).toBe(1);
    expect(data.list[0]).toMatchObject({
      recordId: id,
      fullName: 'Ada Lovelace',
      email: 'worked@example.com',
      mobile: '416-555-0198',
      products: [1, 2],
      status: 'Pending',
      message: 'Please call after 5 pm',
      notes: [],
      hasMoreInfo: true,
    });

    const first = await call(t.app, 'PUT', `/api/contact/${id}`, {
      token: tokens.admin,
      payload: { status: 'In Progress', message: 'Left a voicemail' },
    });
    expect(first.statusCode).toBe(200);
    const second = await call(t.app, 'PUT', `/api/contact/${id}`, {
      token: tokens.admin,
      payload: { status: 'Completed', message: 'Quote sent' },
    });
    expect(second.json()).toMatchObject({
      message: 'The contact request has been updated',
      data: {
        recordId: id,
        status: 'Completed',
        notes: [
          { status: 'In Progress', note: 'Left a voicemail' },
          { status: 'Completed', note: 'Quote sent' },
        ],
      },
    });

    const info = await call(t.app, 'GET', `/api/contact/additional-info/${id}`, { token: tokens.admin });
    expect(info.statusCode).toBe(200);
    expect((info.json() as { data: { key: string; value: string }[] }).data).toEqual(
      expect.arrayContaining([
        { key: 'Source', value: 'Contact dialog' },
        { key: 'Page', value: '/' },
        { key: 'Signed in', value: 'No' },
      ]),
    );

    const audit = await call(t.app, 'GET', '/api/admin/audit-log/1', { token: tokens.admin });
    const actions = (
      audit.json() as { data: { list: { action: string; target: string; details: unknown }[] } }
    ).data.list;
    expect(actions.filter((a) => a.target === id)).toEqual([
      expect.objectContaining({
        action: 'contact.status-changed',
        details: { from: 'In Progress', to: 'Completed' },
      }),
      expect.objectContaining({
        action: 'contact.status-changed',
        details: { from: 'Pending', to: 'In Progress' },
      }),
    ]);
  });

  it('pages the list 10 at a time', async () => {
    for (let i = 0; i < 10; i += 1) {
      await call(t.app, 'POST', '/api/contact', { payload: validContact({ email: `page${i}@example.com` }) });
    }
    const second = await call(t.app, 'GET', '/api/contact/list/2', { token: tokens.admin });
    const data = (second.json() as { data: { list: unknown[]; totalPages: number } }).data;
    expect(data.totalPages).toBe(2);
    expect(data.list.length).toBeGreaterThan(0);
    const beyond = await call(t.app, 'GET', '/api/contact/list/9', { token: tokens.admin });
    expect((beyond.json() as { data: { list: unknown[] } }).data.list).toEqual([]);
  });

  it('answers bad pages, ids, statuses and unknown records clearly', async () => {
    expect((await call(t.app, 'GET', '/api/contact/list/0', { token: tokens.admin })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/contact/list/abc', { token: tokens.admin })).statusCode).toBe(400);
    const badId = await call(t.app, 'PUT', '/api/contact/42', {
      token: tokens.admin,
      payload: { status: 'Completed', message: '' },
    });
    expect(badId.statusCode).toBe(400);
    const badStatus = await call(t.app, 'PUT', '/api/contact/8c6f3c1e-0000-4000-8000-000000000000', {
      token: tokens.admin,
      payload: { status: 'Done', message: '' },
    });
    expect(badStatus.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please choose a status' });
    const missing = await call(t.app, 'PUT', '/api/contact/8c6f3c1e-0000-4000-8000-000000000000', {
      token: tokens.admin,
      payload: { status: 'Completed', message: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This contact request does not exist' });
    const info = await call(
      t.app,
      'GET',
      '/api/contact/additional-info/8c6f3c1e-0000-4000-8000-000000000000',
      {
        token: tokens.admin,
      },
    );
    expect(info.statusCode).toBe(404);
  });
});
