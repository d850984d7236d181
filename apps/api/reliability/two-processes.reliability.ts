// Reliability (N3): two API processes on one PostgreSQL database and one Redis, behind a
// load balancer that alternates between them (the test client). Concurrent bookings of one slot
// fill exactly its capacity (N15), the login and forgot-password limits count across both
// processes, and both outbox workers together deliver every mail once (FOR UPDATE SKIP LOCKED).

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessageId } from '../src/features/mail/mail-transport.ts';
import { assertRedisListening, createScratchDatabase, REDIS_URL } from './support/databases.ts';
import type { ScratchDatabase } from './support/databases.ts';
import type { Answer } from './support/http.ts';
import { adminToken, call, contactBody, listAllPages, tomorrowInToronto, visitorIp } from './support/http.ts';
import { freePort, makeDataDir, removeDir, startServer } from './support/server-process.ts';
import type { ServerProcess } from './support/server-process.ts';
import { duplicates, startSmtpPeer, waitFor } from './support/smtp-peer.ts';
import type { SmtpPeer } from './support/smtp-peer.ts';

const CAPACITY = 3;
const BOOKINGS = 50;
/** Inside business hours every day of the week (N15: weekends close at 16:00). */
const SLOT_TIME = '11:00';
// The limits of features/accounts/routes.ts (RATE_LIMITS), per 15 minutes.
const LOGIN_PER_ACCOUNT = 8;
const LOGIN_PER_IP = 50;
const FORGOT_PER_ACCOUNT = 3;
const FORGOT_PER_IP = 20;

let database: ScratchDatabase;
let peer: SmtpPeer;
let servers: ServerProcess[] = [];
const dataDirs: string[] = [];
const runId = randomBytes(4).toString('hex');

beforeAll(async () => {
  await assertRedisListening();
  database = await createScratchDatabase('two');
  const smtpPort = await freePort();
  peer = await startSmtpPeer(smtpPort);
  dataDirs.push(makeDataDir('two-a'), makeDataDir('two-b'));
  // Started together: they race for the migrations (advisory lock), the seed and the admin.
  servers = await Promise.all(
    dataDirs.map((dataDir) =>
      startServer({
        dataDir,
        databaseUrl: database.url,
        redisUrl: REDIS_URL,
        smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
        env: { BOOKING_SLOT_CAPACITY: String(CAPACITY) },
      }),
    ),
  );
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await peer?.close();
  await database?.drop();
  for (const dir of dataDirs) removeDir(dir);
});

/** Request i goes to process i mod 2, as a round-robin balancer would send it. */
const across = (i: number) => servers[i % servers.length]?.baseUrl ?? '';

/** The error lines both servers logged, to explain a failure. */
function serverErrors(): string {
  return servers.map((s) => s.errorLog()).join('\n');
}

function notLimited(answers: Answer[]): number {
  return answers.filter((a) => a.status !== 429).length;
}

function expectJsonErrors(answers: Answer[]) {
  for (const answer of answers) {
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(answer.json).toMatchObject({ message: expect.any(String) });
  }
}

describe('two API processes on one PostgreSQL and one Redis', () => {
  it(`books exactly ${CAPACITY} of ${BOOKINGS} concurrent requests for one slot`, async () => {
    const date = tomorrowInToronto();
    const answers = await Promise.all(
      Array.from({ length: BOOKINGS }, (_, i) =>
        call(across(i), 'POST', '/api/contact/book-appointment', {
          body: {
            date,
            time: SLOT_TIME,
            products: [2],
            firstName: 'Slot',
            lastName: 'Racer',
            email: `racer.${runId}.${i}@example.com`,
            mobile: '416-555-0198',
          },
        }),
      ),
    );
    const unexpected = answers.filter((a) => a.status !== 200 && a.status !== 409);
    expect(
      unexpected.map((a) => `${a.status} ${a.text}`),
      serverErrors(),
    ).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CAPACITY);
    expectJsonErrors(answers.filter((a) => a.status !== 200));

    // What the admin sees (and what the database holds) agrees.
    const token = await adminToken(across(1));
    const booked = await listAllPages<{ email: string }>(
      across(0),
      token,
      (page) => `/api/contact/booking-appointments/list/${page}`,
      'POST',
      { date },
    );
    expect(booked.filter((a) => a.email.startsWith(`racer.${runId}.`))).toHaveLength(CAPACITY);
    const slots = await call(across(1), 'POST', '/api/contact/available/time-slots', { body: { date } });
    const slot = (slots.json as { data: { TIME: string; IS_AVAILABLE: boolean }[] }).data.find(
      (s) => s.TIME === SLOT_TIME,
    );
    expect(slot?.IS_AVAILABLE).toBe(false);
  });

  it('counts the login and forgot-password limits across both processes', async () => {
    const spray = (url: string, n: number, body: (i: number) => unknown, ip: (i: number) => string) =>
      Promise.all(
        Array.from({ length: n }, (_, i) => call(across(i), 'POST', url, { body: body(i), ip: ip(i) })),
      );
    const oneAccount = `limited.${runId}@example.com`;
    const oneIp = visitorIp();
    const otherIp = visitorIp();
    const [loginAccount, loginIp, forgotAccount, forgotIp] = await Promise.all([
      // One account from many addresses: the per-account limit binds.
      spray(
        '/api/users/login',
        20,
        () => ({ email: oneAccount, password: 'Wrong#Pass123' }),
        () => visitorIp(),
      ),
      // One address, many accounts: the per-IP limit binds.
      spray(
        '/api/users/login',
        LOGIN_PER_IP + 20,
        (i) => ({ email: `login.${runId}.${i}@example.com`, password: 'Wrong#Pass123' }),
        () => oneIp,
      ),
      spray(
        '/api/users/forgot-password',
        10,
        () => ({ email: oneAccount }),
        () => visitorIp(),
      ),
      spray(
        '/api/users/forgot-password',
        FORGOT_PER_IP + 10,
        (i) => ({ email: `forgot.${runId}.${i}@example.com` }),
        () => otherIp,
      ),
    ]);
    for (const answers of [loginAccount, loginIp, forgotAccount, forgotIp])
      expectJsonErrors(answers.filter((a) => a.status !== 200));
    expect(notLimited(loginAccount)).toBe(LOGIN_PER_ACCOUNT);
    expect(notLimited(loginIp)).toBe(LOGIN_PER_IP);
    expect(notLimited(forgotAccount)).toBe(FORGOT_PER_ACCOUNT);
    expect(notLimited(forgotIp)).toBe(FORGOT_PER_IP);
  });

  it('delivers every outbox mail once with both workers on one SMTP peer', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(across(i), 'POST', '/api/contact', { body: contactBody(i, `two-${runId}`) }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));

    const outbox = () => database.query<{ id: string; status: string }>('select id, status from mail_outbox');
    await waitFor(
      async () => {
        const rows = await outbox();
        return rows.every((r) => r.status === 'sent') && peer.received.length >= rows.length;
      },
      90_000,
      'every outbox row sent',
    );
    // A little longer, so a late duplicate would be seen too.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const rows = await outbox();
    // 30 contact requests and the booked calls each mail the visitor and staff.
    expect(rows.length).toBeGreaterThanOrEqual(2 * (30 + CAPACITY));
    expect(duplicates(peer.received)).toEqual([]);
    expect(new Set(peer.received.map((m) => m.messageId))).toEqual(
      new Set(rows.map((r) => outboxMessageId(r.id))),
    );
  });
});
