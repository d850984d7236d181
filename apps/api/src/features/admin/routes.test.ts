import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInZone } from '@brokerage/shared/dates/civil-date';
import { useTestApp } from '../../test/build-test-app.ts';
import { adminAndUserTokens, call } from './admin-test-helpers.ts';
import type { Tokens } from './admin-test-helpers.ts';

const t = useTestApp();
let tokens: Tokens;

beforeAll(async () => {
  tokens = await adminAndUserTokens(t.app, t.db);
});

const SOME_ID = '8c6f3c1e-0000-4000-8000-000000000000';
const status = { status: 'Completed', message: 'done' };

// Every admin call of the admin area.
const ADMIN_CALLS: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown }[] = [
  { method: 'GET', url: '/api/admin/panel' },
  { method: 'GET', url: '/api/admin/audit-log/1' },
  { method: 'GET', url: '/api/admin/applications/list/1' },
  { method: 'GET', url: '/api/contact/list/1' },
  { method: 'PUT', url: `/api/contact/${SOME_ID}`, payload: status },
  { method: 'GET', url: `/api/contact/additional-info/${SOME_ID}` },
  { method: 'GET', url: '/api/contact/services/list/1' },
  { method: 'GET', url: '/api/contact/home-and-auto/download' },
  { method: 'POST', url: '/api/contact/booking-appointments/list/1', payload: { date: '2026-11-23' } },
  { method: 'PUT', url: `/api/contact/appointment/${SOME_ID}`, payload: status },
  { method: 'GET', url: '/api/newsletters/list/1' },
  { method: 'GET', url: '/api/newsletters/download' },
];

describe('access matrix of the admin calls', () => {
  it.each(ADMIN_CALLS)(
    '$method $url: 401 without a token, 403 for a plain user, allowed for an admin',
    async (c) => {
      const payload = c.payload === undefined ? {} : { payload: c.payload };
      const anonymous = await call(t.app, c.method, c.url, payload);
      expect(anonymous.statusCode).toBe(401);
      const forged = await call(t.app, c.method, c.url, { ...payload, token: 'not.a.token' });
      expect(forged.statusCode).toBe(401);
      const user = await call(t.app, c.method, c.url, { ...payload, token: tokens.user });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are not authorised to open this page',
      });
      const admin = await call(t.app, c.method, c.url, { ...payload, token: tokens.admin });
      // The PUTs and the additional info name a record that does not exist: 404 means they got through.
      expect([200, 404]).toContain(admin.statusCode);
      expect(admin.statusCode === 404).toBe(c.url.includes(SOME_ID));
    },
  );
});

describe('GET /api/admin/panel', () => {
  it('counts new contacts, today’s appointments, services inquiries and active subscriptions', async () => {
    const before = (await call(t.app, 'GET', '/api/admin/panel', { token: tokens.admin })).json() as {
      data: Record<string, number>;
    };
    expect(before.data).toEqual({
      inbox: 0,
      newContacts: 0,
      todaysAppointments: 0,
      serviceInquiries: 0,
      subscriptions: 0,
      applications: 0,
      // Five life products and six travel tables, all on the committed samples (N8).
      sampleRateTables: 11,
      // The seeded insurers (N7, ADR 0097).
      insurers: 28,
    });
    await call(t.app, 'POST', '/api/contact', {
      payload: {
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        mobile: '416-555-0198',
        products: [1],
      },
    });
    await call(t.app, 'POST', '/api/newsletters/ann@example.com');
    // Tomorrow's booking is not today's.
    await call(t.app, 'POST', '/api/contact/book-appointment', {
      payload: {
        date: addDays(todayInZone(new Date()), 1),
        time: '10:00',
        products: [1],
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        mobile: '416-555-0198',
      },
    });
    const after = (await call(t.app, 'GET', '/api/admin/panel', { token: tokens.admin })).json() as {
      data: Record<string, number>;
    };
    expect(after.data).toEqual({
      // The contact request and the booking.
      inbox: 2,
      newContacts: 1,
      todaysAppointments: 0,
      serviceInquiries: 0,
      subscriptions: 1,
      applications: 0,
      // Five life products and six travel tables, all on the committed samples (N8).
      sampleRateTables: 11,
      // The seeded insurers (N7, ADR 0097).
      insurers: 28,
    });
  });
});
